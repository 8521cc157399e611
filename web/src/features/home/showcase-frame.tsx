import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { FocusEventHandler, MouseEventHandler, ReactNode, Ref } from 'react';
import { inertWhen } from '../../ui/attributes';
import { useWords } from '../site/words';
import { ShowcaseCard } from './showcase-card';
import type { ShowcaseItem, ShowcaseKind } from './showcase-items';
import * as styles from './showcase-carousel.css';
import { showcaseWords } from './showcase-words';

/** What the visitor asked of the controls: the carousel acts on it, the still frame hands it on. */
export type ShowcaseAction = 'previous' | 'next' | 'toggle';

type Props = {
  columns: ShowcaseItem[][];
  /** Columns in one pass through the list, for the "N of M" slide labels. */
  perPass: number;
  kind: ShowcaseKind;
  label: string;
  footer: ReactNode;
  trackId: string;
  playing: boolean;
  /** While it moves on by itself, slide changes are not announced. */
  running: boolean;
  onAction: (action: ShowcaseAction) => void;
  /** Whether a column is out of view (then it is inert and hidden from assistive technology). */
  isHidden: (index: number) => boolean;
  /** A class for a column, e.g. to hide the third one where only two fit. */
  columnClass?: (index: number) => string | undefined;
  viewportRef?: Ref<HTMLDivElement>;
  pauseHandlers?: {
    onMouseEnter: MouseEventHandler<HTMLElement>;
    onMouseLeave: MouseEventHandler<HTMLElement>;
    onFocus: FocusEventHandler<HTMLElement>;
    onBlur: FocusEventHandler<HTMLElement>;
  };
};

/**
 * The home carousel's markup: two rows of cards in columns, then previous, pause/play and next
 * beside the "View All" link. The still frame the server draws and the moving carousel that
 * takes it over share it, so nothing moves, re-orders or changes size when the carousel arrives.
 */
export function ShowcaseFrame(props: Props) {
  const { columns, perPass, kind, label, footer, trackId, playing, running, onAction, isHidden, columnClass, viewportRef, pauseHandlers } = props;
  const w = useWords(showcaseWords);
  const k = w[kind];
  return (
    <div role="region" aria-roledescription={w.carousel} aria-label={label} {...pauseHandlers}>
      <div className={styles.viewport} ref={viewportRef}>
        <div id={trackId} className={styles.track} aria-live={running ? 'off' : 'polite'}>
          {columns.map((pair, index) => {
            const hidden = isHidden(index);
            return (
              <div
                // The same item appears in several columns: the position is its identity here.
                key={index}
                className={[styles.column, columnClass?.(index)].filter(Boolean).join(' ')}
                role="group"
                aria-roledescription={w.slide}
                aria-label={w.slideOf((index % perPass) + 1, perPass)}
                aria-hidden={hidden || undefined}
                {...inertWhen(hidden)}
              >
                {pair.map((item, row) => (
                  // A one-item list pairs the item with itself: the row is the card's identity.
                  <ShowcaseCard key={row} item={item} kind={kind} />
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.buttons}>
          <button type="button" className={styles.iconButton} aria-controls={trackId} aria-label={k.previous} onClick={() => onAction('previous')}>
            <ChevronLeft size={26} aria-hidden="true" />
          </button>
          <button type="button" className={styles.pauseButton} aria-controls={trackId} aria-label={playing ? k.pause : k.play} onClick={() => onAction('toggle')}>
            {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
            {playing ? w.pause : w.play}
          </button>
          <button type="button" className={styles.iconButton} aria-controls={trackId} aria-label={k.next} onClick={() => onAction('next')}>
            <ChevronRight size={26} aria-hidden="true" />
          </button>
        </div>
        {footer}
      </div>
    </div>
  );
}
