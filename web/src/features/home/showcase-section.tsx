import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { media } from '../../styles/media';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/layout';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { loadErrorText } from '../site/catalog-query';
import { ShowcaseGrid } from './showcase-grid';
import type { ShowcaseItem, ShowcaseKind } from './showcase-items';
import { ShowcaseList } from './showcase-list';
import { useMediaQuery } from './use-media-query';
import { useNearViewport } from './use-near-viewport';
import * as styles from './showcase-section.css';

// The carousel (and embla) only shows on wide screens, below the fold: phones never download it,
// and wide screens only once the visitor scrolls towards it (until then its first cards stand still).
const ShowcaseCarousel = lazy(() => import('./showcase-carousel').then((module) => ({ default: module.ShowcaseCarousel })));

type Props = {
  id: string;
  kind: ShowcaseKind;
  eyebrow: string;
  title: string;
  intro: string;
  /** 'Services' or 'Programs'. */
  noun: string;
  items: ShowcaseItem[] | undefined;
  isPending: boolean;
  error: unknown;
  alt?: boolean;
};

/**
 * A home-page section for services or programs with the four states of a public list (spec
 * section 4): a carousel on wide screens, a plain list on small ones (spec section 2).
 */
export function ShowcaseSection({ id, kind, eyebrow, title, intro, noun, items, isPending, error, alt }: Props) {
  const wide = useMediaQuery(media.md);
  const large = useMediaQuery(media.lg);
  const [bodyRef, near] = useNearViewport<HTMLDivElement>();
  const lower = noun.toLowerCase();
  const viewAll = (
    <Link to={kind === 'services' ? '/services' : '/programs'} className={button({ tone: 'primary' })}>
      View All {noun}
      <ArrowRight size={20} aria-hidden="true" />
    </Link>
  );

  let body: ReactNode;
  if (isPending) body = <LoadingState label={`Loading ${lower}...`} />;
  else if (error) body = <ErrorState message={loadErrorText(error, lower)} />;
  else if (!items?.length) body = <EmptyState message={`No ${lower} available`} />;
  // Looping needs more items than the view holds (6 cards wide, 4 on tablets), else copies show side by side.
  else if (wide && items.length >= (large ? 6 : 4)) {
    const still = <ShowcaseGrid items={items.slice(0, large ? 6 : 4)} kind={kind} />;
    body = near ? (
      <Suspense fallback={still}>
        <ShowcaseCarousel items={items} kind={kind} label={noun} footer={viewAll} />
      </Suspense>
    ) : (
      still
    );
  } else
    body = (
      <>
        {wide ? <ShowcaseGrid items={items} kind={kind} /> : <ShowcaseList items={items} kind={kind} />}
        <div className={styles.footer}>{viewAll}</div>
      </>
    );

  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} alt={alt}>
      <div ref={bodyRef}>{body}</div>
    </Section>
  );
}
