import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { section } from '../../ui/layout.css';
import { ErrorState, LoadingState } from '../../ui/states';
import type { BannerSection } from '../../ui/page-banner';
import { SitePageBanner } from '../site/site-page-banner';
import { loadErrorText } from '../site/catalog-query';
import type { BackLink } from './catalog-detail';
import * as styles from './catalog-detail.css';

export type FallbackState = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'missing' };

/** Why a detail page has no item to show: still loading, the load failed, or no such slug. */
export const fallbackState = (data: unknown[] | undefined, isPending: boolean, error: unknown): FallbackState => {
  if (isPending) return { kind: 'loading' };
  if (!data) return { kind: 'error', error };
  return { kind: 'missing' };
};

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'personal-care' -> 'Personal Care': what the visitor asked for, while it loads or if it fails. */
const titleFromSlug = (slug: string) => slug.split('-').filter(Boolean).map(capitalize).join(' ');

type Props = {
  section: BannerSection;
  /** 'service' or 'program'. */
  noun: string;
  /** The slug from the path: a stand-in title until the item is there. */
  slug: string;
  /** The list page: its crumb and back link. */
  list: { crumb: string } & BackLink;
  state: FallbackState;
};

/** A detail page before it has its item: loading, a failed load, or no item with that slug. */
export function DetailFallback({ section: bannerSection, noun, slug, list, state }: Props) {
  const title = state.kind === 'missing' ? `${capitalize(noun)} not found` : titleFromSlug(slug);
  const crumbs = [{ label: list.crumb, to: list.to }, { label: title }];
  return (
    <>
      <SitePageBanner section={bannerSection} title={title} crumbs={crumbs} />
      <div className={section}>
        <Container>
          {state.kind === 'loading' && <LoadingState label={`Loading ${noun}...`} />}
          {state.kind === 'error' && <ErrorState message={loadErrorText(state.error, noun)} />}
          {state.kind === 'missing' && (
            <div className={styles.fallback}>
              <p className={styles.fallbackText}>
                We could not find this {noun}. It may have been renamed or is no longer offered.
              </p>
              <Link to={list.to} className={button({ tone: 'primary', size: 'lg' })}>
                <ArrowLeft size={22} aria-hidden="true" focusable="false" />
                {list.label}
              </Link>
            </div>
          )}
        </Container>
      </div>
    </>
  );
}
