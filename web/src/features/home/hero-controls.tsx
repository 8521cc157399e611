import { ChevronDown, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Container } from '../../ui/layout';
import { useWords } from '../site/words';
import * as styles from './hero-controls.css';
import { homeWords } from './home-words';

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
  const w = useWords(homeWords);
  return (
    <div className={styles.controls}>
      <Container>
        <div className={styles.controlsRow}>
          <div className={styles.controlGroup}>
            <button type="button" className={styles.roundButton} aria-controls={slidesId} aria-label={w.previousSlide} onClick={() => onGoTo(active - 1)}>
              <ChevronLeft size={26} aria-hidden="true" />
            </button>
            <div className={styles.dots}>
              {Array.from({ length: count }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-controls={slidesId}
                  aria-label={w.goToSlide(index + 1)}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => onGoTo(index)}
                >
                  <span className={styles.dotMark} />
                </button>
              ))}
            </div>
            <button type="button" className={styles.roundButton} aria-controls={slidesId} aria-label={w.nextSlide} onClick={() => onGoTo(active + 1)}>
              <ChevronRight size={26} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.pauseButton}
              aria-controls={slidesId}
              aria-label={playing ? w.pauseSlideshow : w.playSlideshow}
              onClick={onTogglePlaying}
            >
              {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
              <span className={styles.hideSmall}>{playing ? w.pause : w.play}</span>
            </button>
          </div>
          <button type="button" className={styles.scrollHint} aria-label={w.scrollDown} onClick={onScrollDown}>
            <span className={styles.hideSmall}>{w.scrollDown}</span>
            <ChevronDown className={styles.scrollIcon} size={26} aria-hidden="true" />
          </button>
        </div>
      </Container>
    </div>
  );
}
