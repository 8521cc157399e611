import { ChevronDown, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Container } from '../../ui/layout';
import * as styles from './hero-controls.css';

type Props = {
  /** The id of the slides' container, for aria-controls. */
  slidesId: string;
  count: number;
  active: number;
  playing: boolean;
  onGoTo: (index: number) => void;
  onTogglePlaying: () => void;
  onScrollDown: () => void;
};

/** Previous and next arrows, dot indicators, pause/play and the scroll hint (spec section 2). */
export function HeroControls({ slidesId, count, active, playing, onGoTo, onTogglePlaying, onScrollDown }: Props) {
  return (
    <div className={styles.controls}>
      <Container>
        <div className={styles.controlsRow}>
          <div className={styles.controlGroup}>
            <button type="button" className={styles.roundButton} aria-controls={slidesId} aria-label="Previous slide" onClick={() => onGoTo(active - 1)}>
              <ChevronLeft size={26} aria-hidden="true" />
            </button>
            <div className={styles.dots}>
              {Array.from({ length: count }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-controls={slidesId}
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => onGoTo(index)}
                >
                  <span className={styles.dotMark} />
                </button>
              ))}
            </div>
            <button type="button" className={styles.roundButton} aria-controls={slidesId} aria-label="Next slide" onClick={() => onGoTo(active + 1)}>
              <ChevronRight size={26} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.pauseButton}
              aria-controls={slidesId}
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={onTogglePlaying}
            >
              {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
              <span className={styles.hideSmall}>{playing ? 'Pause' : 'Play'}</span>
            </button>
          </div>
          <button type="button" className={styles.scrollHint} aria-label="Scroll down" onClick={onScrollDown}>
            <span className={styles.hideSmall}>Scroll down</span>
            <ChevronDown className={styles.scrollIcon} size={26} aria-hidden="true" />
          </button>
        </div>
      </Container>
    </div>
  );
}
