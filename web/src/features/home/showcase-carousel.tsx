import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useReducedMotion } from './use-media-query';
import { inertWhen } from '../../ui/attributes';
import { useAutoAdvance } from './use-auto-advance';
import { ShowcaseCard } from './showcase-card';
import { columnsPerPass, toColumns, type ShowcaseItem, type ShowcaseKind } from './showcase-items';
import * as styles from './showcase-carousel.css';

/** Home carousels move every 3 seconds (spec section 9). */
const INTERVAL_MS = 3000;

type Props = {
  items: ShowcaseItem[];
  kind: ShowcaseKind;
  /** The carousel's name, e.g. 'Services'. */
  label: string;
  /** Shown at the end of the controls row ('View All Services'). */
  footer: ReactNode;
};

/**
 * Wide screens: two rows of cards, three per row, that move one column at a time and wrap
 * around (spec sections 2 and 9). Built on embla with our own timer (no autoplay plugin).
 * Columns outside the view are inert and hidden from assistive technology, so keyboard and
 * screen-reader users meet only the cards they can see, never the wrap-around copies.
 */
export function ShowcaseCarousel({ items, kind, label, footer }: Props) {
  const reducedMotion = useReducedMotion();
  const columns = useMemo(() => toColumns(items), [items]);
  const perPass = columnsPerPass(items.length);
  // watchFocus off: embla would scroll a focused column to the start, bringing new columns into
  // view (and out of inert), so Tab would cycle through the loop forever instead of leaving.
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', inViewThreshold: 0.6, watchFocus: false });
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);
  const trackId = useId();

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onInView = () => setInView(emblaApi.slidesInView());
    onSelect();
    onInView();
    emblaApi.on('select', onSelect).on('slidesInView', onInView).on('reInit', onInView);
    return () => {
      emblaApi.off('select', onSelect).off('slidesInView', onInView).off('reInit', onInView);
    };
  }, [emblaApi]);

  // A jump, not a glide, for visitors who asked for less motion.
  const next = () => emblaApi?.scrollNext(reducedMotion);
  const previous = () => emblaApi?.scrollPrev(reducedMotion);
  const { playing, running, togglePlaying, pauseHandlers } = useAutoAdvance({ delay: INTERVAL_MS, onAdvance: next, resetKey: selected });

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} {...pauseHandlers}>
      <div className={styles.viewport} ref={emblaRef}>
        <div id={trackId} className={styles.track} aria-live={running ? 'off' : 'polite'}>
          {columns.map((pair, index) => {
            const hidden = inView !== null && !inView.includes(index);
            return (
              <div
                // The same item appears in several columns: the position is its identity here.
                key={index}
                className={styles.column}
                role="group"
                aria-roledescription="slide"
                aria-label={`${(index % perPass) + 1} of ${perPass}`}
                aria-hidden={hidden || undefined}
                {...inertWhen(hidden)}
              >
                {pair.map((item) => (
                  <ShowcaseCard key={item.id} item={item} kind={kind} />
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.buttons}>
          <button type="button" className={styles.iconButton} aria-controls={trackId} aria-label={`Previous ${label.toLowerCase()}`} onClick={previous}>
            <ChevronLeft size={26} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.pauseButton}
            aria-controls={trackId}
            aria-label={`${playing ? 'Pause' : 'Play'} ${label.toLowerCase()} carousel`}
            onClick={togglePlaying}
          >
            {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
            {playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className={styles.iconButton} aria-controls={trackId} aria-label={`Next ${label.toLowerCase()}`} onClick={next}>
            <ChevronRight size={26} aria-hidden="true" />
          </button>
        </div>
        {footer}
      </div>
    </div>
  );
}
