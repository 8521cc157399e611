import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';

export type Direction = 'up' | 'down';
/** The Move button to focus once the moved row stands at `to` (moving a row in the page loses its focus). */
export type FocusRequest = { id: number; to: number; direction: Direction } | null;

/** What a row's Move buttons need: where the row stands, how to move it, and which button to focus once it has moved. */
export type RowOrder = { index: number; count: number; onMove: (id: number, direction: Direction) => void; focus: FocusRequest; onFocused: () => void };

type Reorder = { mutate: (ids: number[], callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void };

/**
 * Move up / Move down of the photos and the team (issue 19): each move sends the whole new order.
 * The list shows it at once (useCollectionReorder); a refused order is put back and the toast says why.
 */
export function useOrder(items: Array<{ id: number }>, reorder: Reorder) {
  const [focus, setFocus] = useState<FocusRequest>(null);

  const move = (id: number, direction: Direction) => {
    const from = items.findIndex((item) => item.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= items.length) return;
    const ids = items.map((item) => item.id);
    ids.splice(to, 0, ...ids.splice(from, 1));
    setFocus({ id, to, direction });
    reorder.mutate(ids, {
      onSuccess: () => notifySuccess('Order saved.'),
      onError: (error) => (setFocus(null), notifyError(failureText('save the order', error), error)),
    });
  };

  const focused = () => setFocus(null);
  /** The Move buttons' part of the row at `index`. */
  return { at: (index: number): RowOrder => ({ index, count: items.length, onMove: move, focus, onFocused: focused }) };
}
