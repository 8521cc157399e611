import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { section } from '../../ui/layout.css';
import { ErrorState, LoadingState } from '../../ui/states';
import type { BannerSection } from '../../ui/page-banner';
import { SitePageBanner } from '../site/site-page-banner';
import { NetworkError } from '../../lib/api';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
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
  /** Which list the item belongs to. */
  kind: 'services' | 'programs';
  /** The slug from the path: a stand-in title until the item is there. */
  slug: string;
  state: FallbackState;
};

/** A detail page before it has its item: loading, a failed load, or no item with that slug. */
export function DetailFallback({ section: bannerSection, kind, slug, state }: Props) {
  const w = useWords(catalogWords)[kind];
  const list = { to: `/${kind}` as const, label: w.back };
  const title = state.kind === 'missing' ? w.notFound : titleFromSlug(slug);
  const crumbs = [{ label: w.crumb, to: list.to }, { label: title }];
  return (
    <>
      <SitePageBanner section={bannerSection} title={title} crumbs={crumbs} />
      <div className={section}>
        <Container>
          {state.kind === 'loading' && <LoadingState label={w.loadingOne} />}
          {state.kind === 'error' && <ErrorState message={w.loadOneError(state.error instanceof NetworkError)} />}
          {state.kind === 'missing' && (
            <div className={styles.fallback}>
              <p className={styles.fallbackText}>
                {w.missing}
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
