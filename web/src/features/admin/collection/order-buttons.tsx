import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as styles from './collection.css';
import type { RowOrder } from './use-order';

type Props = RowOrder & {
  id: number;
  /** What the row is called, for the buttons' names ('Move Garden path up'). */
  name: string;
};

/**
 * Move up and Move down: the keyboard's way (and everyone's) to change the order. The first row
 * cannot go up nor the last down. Once a moved row stands in its new place, the button pressed
 * has the focus again, or the other one when that end is reached, so the arrows can be pressed on.
 */
export function OrderButtons({ id, name, index, count, onMove, focus, onFocused }: Props) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus || focus.id !== id || focus.to !== index) return;
    const wanted = focus.direction === 'up' ? (index > 0 ? up : down) : index < count - 1 ? down : up;
    wanted.current?.focus();
    onFocused();
  }, [focus, id, index, count, onFocused]);

  return (
    <>
      <button ref={up} type="button" className={styles.iconButton} onClick={() => onMove(id, 'up')} disabled={index === 0} aria-label={`Move ${name} up`} title="Move up">
        <ArrowUp size={20} aria-hidden="true" />
      </button>
      <button ref={down} type="button" className={styles.iconButton} onClick={() => onMove(id, 'down')} disabled={index === count - 1} aria-label={`Move ${name} down`} title="Move down">
        <ArrowDown size={20} aria-hidden="true" />
      </button>
    </>
  );
}
