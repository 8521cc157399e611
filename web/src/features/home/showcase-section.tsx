import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { media } from '../../styles/media';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { loadErrorText } from '../site/load-error-text';
import { ShowcaseCarousel } from './showcase-carousel';
import type { ShowcaseItem, ShowcaseKind } from './showcase-items';
import { ShowcaseList } from './showcase-list';
import { useMediaQuery } from '../../lib/use-media-query';
import { useNearViewport } from './use-near-viewport';
import * as styles from './showcase-section.css';

/** How many services or programs a phone lists before "See all". */
export const PHONE_LIST_LENGTH = 3;

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
 * section 4): a carousel on wide screens, a plain list of the first three on small ones (spec
 * section 2, issue 33). Both are drawn and the screen's width picks one with CSS, so the page the
 * server sends is already the right one for the visitor's screen and nothing changes when the app
 * takes over.
 */
export function ShowcaseSection({ id, kind, eyebrow, title, intro, noun, items, isPending, error, alt }: Props) {
  const wide = useMediaQuery(media.md);
  // The carousel's moving part loads only on wide screens, as the visitor comes near.
  const [wideRef, near] = useNearViewport<HTMLDivElement>();
  const lower = noun.toLowerCase();
  const to = kind === 'services' ? '/services' : '/programs';
  const viewAll = (
    <Link to={to} className={button({ tone: 'primary' })}>
      View All {noun}
      <ArrowRight size={20} aria-hidden="true" />
    </Link>
  );
  // Phones list the first few and link the rest, so the people and the words of families further
  // down are not a dozen cards away (issue 33, part 4).
  const seeAll = (
    <Link to={to} className={button({ tone: 'primary' })}>
      {items && items.length > PHONE_LIST_LENGTH ? `See all ${items.length} ${lower}` : `View All ${noun}`}
      <ArrowRight size={20} aria-hidden="true" />
    </Link>
  );

  let body: ReactNode;
  if (isPending) body = <LoadingState label={`Loading ${lower}...`} />;
  else if (error) body = <ErrorState message={loadErrorText(error, lower)} />;
  else if (!items?.length) body = <EmptyState message={`No ${lower} available`} />;
  else
    body = (
      <>
        <div className={styles.narrow}>
          <ShowcaseList items={items.slice(0, PHONE_LIST_LENGTH)} kind={kind} />
          <div className={styles.footer}>{seeAll}</div>
        </div>
        <div className={styles.wide} ref={wideRef}>
          <ShowcaseCarousel items={items} kind={kind} label={noun} footer={viewAll} active={wide && near} />
        </div>
      </>
    );

  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} alt={alt}>
      {body}
    </Section>
  );
}
