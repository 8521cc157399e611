import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '../../lib/use-media-query';

/**
 * The play/pause logic shared by the hero and the home carousels. Moving on happens only while
 * the visitor wants it (the pause/play control), and never while they are reading: the pointer
 * is over the carousel, or keyboard focus is inside it. Reduced-motion visitors start paused;
 * pressing Play is their explicit choice.
 */
export const useAutoAdvance = ({ delay, onAdvance, resetKey }: { delay: number; onAdvance: () => void; resetKey?: unknown }) => {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const running = playing && !hovered && !focused;

  // The latest callback, so the timer is not restarted on every render.
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });

  // resetKey restarts the countdown after the visitor moves by hand, so the next slide gets its full time.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => advance.current(), delay);
    return () => window.clearInterval(timer);
  }, [running, delay, resetKey]);

  return {
    playing,
    running,
    togglePlaying: () => setChoice(playing ? 'pause' : 'play'),
    /** Spread on the carousel's outer element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Only keyboard focus pauses: a mouse click on a dot should not stop the show for good.
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(event.target.matches(':focus-visible')),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
};
