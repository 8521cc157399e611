import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAutoAdvance } from './use-auto-advance';
import { useReducedMotion } from '../../lib/use-media-query';
import { ShowcaseFrame, type ShowcaseAction } from './showcase-frame';
import type { CarouselApi } from './showcase-engine';
import { columnsPerPass, toColumns, type ShowcaseItem, type ShowcaseKind } from './showcase-items';
import * as styles from './showcase-carousel.css';

const ShowcaseEngine = lazy(() => import('./showcase-engine'));

/** Home carousels move every 3 seconds (spec section 9). */
const INTERVAL_MS = 3000;
/** Columns in view on wide screens (two on tablets): the still frame shows these. */
const COLUMNS_IN_VIEW = 3;

type Props = {
  items: ShowcaseItem[];
  kind: ShowcaseKind;
  /** The carousel's name, e.g. 'Services'. */
  label: string;
  /** Shown at the end of the controls row ('View All Services'). */
  footer: ReactNode;
  /** Whether the moving part may load now (a wide screen, the visitor near). */
  active: boolean;
};

/**
 * Wide screens: two rows of cards, three per row, that move one column at a time and wrap
 * around (spec sections 2 and 9), for any number of items. The server draws it still; embla
 * arrives as the visitor comes near and takes the same frame over. A press on its controls made
 * before that is kept and carried out once it has arrived. Columns outside the view are inert
 * and hidden from assistive technology, so keyboard and screen-reader users meet only the cards
 * they can see, never the wrap-around copies.
 */
export function ShowcaseCarousel({ items, kind, label, footer, active }: Props) {
  const reducedMotion = useReducedMotion();
  const columns = useMemo(() => toColumns(items), [items]);
  const trackId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);
  // Presses on previous/next made before embla arrived, carried out when it does.
  const early = useRef<ShowcaseAction[]>([]);
  const [pressedEarly, setPressedEarly] = useState(false);

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onInView = () => setInView(api.slidesInView());
    for (const action of early.current.splice(0)) {
      if (action === 'next') api.scrollNext(reducedMotion);
      else api.scrollPrev(reducedMotion);
    }
    onSelect();
    onInView();
    api.on('select', onSelect).on('slidesInView', onInView).on('reInit', onInView);
    return () => {
      api.off('select', onSelect).off('slidesInView', onInView).off('reInit', onInView);
      setInView(null);
    };
  }, [api, reducedMotion]);

  // A jump, not a glide, for visitors who asked for less motion.
  const move = (action: 'previous' | 'next') => {
    if (!api) {
      early.current.push(action);
      setPressedEarly(true);
    } else if (action === 'next') api.scrollNext(reducedMotion);
    else api.scrollPrev(reducedMotion);
  };
  const { playing, running, togglePlaying, pauseHandlers } = useAutoAdvance({
    delay: INTERVAL_MS,
    onAdvance: () => api?.scrollNext(reducedMotion),
    resetKey: selected,
  });
  const onReady = useCallback((ready: CarouselApi | undefined) => setApi(ready), []);

  return (
    <>
      <ShowcaseFrame
        columns={columns}
        perPass={columnsPerPass(items.length)}
        kind={kind}
        label={label}
        footer={footer}
        trackId={trackId}
        playing={playing}
        running={running && Boolean(api)}
        onAction={(action) => (action === 'toggle' ? togglePlaying() : move(action))}
        // Until embla knows what is in view, the first columns are: three, or two on tablets.
        isHidden={(index) => (inView ? !inView.includes(index) : index >= COLUMNS_IN_VIEW)}
        columnClass={(index) => (!inView && index === COLUMNS_IN_VIEW - 1 ? styles.thirdColumn : undefined)}
        viewportRef={setViewport}
        pauseHandlers={pauseHandlers}
      />
      {viewport && (active || pressedEarly) && (
        <Suspense fallback={null}>
          <ShowcaseEngine viewport={viewport} onReady={onReady} />
        </Suspense>
      )}
    </>
  );
}
