import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';

export type Direction = 'up' | 'down';
/** The Move button to focus once the moved row stands at `to` (moving a row in the page loses its focus). */
export type FocusRequest = { id: number; to: number; direction: Direction } | null;

type Reorder = { mutate: (ids: number[], callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void };

/**
 * Move up / Move down of the photos and the team (issue 19): each move sends the whole new order.
 * The list shows it at once (useShowcaseReorder); a refused order is put back and the toast says why.
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

  return { move, focus, focused: () => setFocus(null) };
}
