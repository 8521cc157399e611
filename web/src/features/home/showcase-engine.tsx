import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

// watchFocus off: embla would scroll a focused column to the start, bringing new columns into
// view (and out of inert), so Tab would cycle through the loop forever instead of leaving.
const OPTIONS = { loop: true, align: 'start', inViewThreshold: 0.6, watchFocus: false } as const;

/**
 * Embla, attached to a carousel frame that is already on the page. It is its own chunk, loaded
 * only on wide screens once the visitor comes near (phones never download it), and it draws
 * nothing: the frame the server drew stays, so the cards neither move nor load again.
 */
export default function ShowcaseEngine({ viewport, onReady }: { viewport: HTMLElement; onReady: (api: CarouselApi | undefined) => void }) {
  const [attach, api] = useEmblaCarousel(OPTIONS);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  useEffect(() => () => onReady(undefined), [onReady]);
  return null;
}
