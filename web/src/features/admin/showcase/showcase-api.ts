import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { DeleteReply } from '../../../lib/types';
import { activityKeys } from '../activity/activity-api';
import { patched, useOptimisticListMutation, without } from '../optimistic';

/**
 * What the Gallery, Team and Testimonials screens share (issue 19): their API folders answer the
 * same calls (admin_read, create, update, delete, restore; reorder for photos and people), so each
 * screen's API module names its folder and list once and builds its hooks from these.
 */
export type Showcase = {
  folder: 'gallery' | 'team' | 'testimonials';
  /** The admin list in the cache. */
  list: QueryKey;
  /** The public page's copy of the list. */
  publicList: QueryKey;
  /** 'photo', 'team', 'testimonial': for the message of a refused read. */
  noun: string;
};

/** Every record, shown or not, in the server's order. An answer that says success is false is a failure (spec section 8). */
export const readShowcase = async <T>({ folder, noun }: Showcase): Promise<T[]> => {
  const answer = await apiRequest<{ success?: boolean; records?: T[]; message?: string }>(`/${folder}/admin_read.php`);
  if (!answer.success) throw new Error(answer.message ?? `The ${noun} list was refused`);
  return answer.records ?? [];
};

/** What a write makes stale besides the admin list: the public pages' copy, and the history. */
const alsoStale = (showcase: Showcase) => [showcase.publicList, activityKeys.all];

/** A write that is not shown ahead of the server (a new record, an undone delete): the lists reload once it is done. */
const useShowcaseWrite = <T>(showcase: Showcase, call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([showcase.list, ...alsoStale(showcase)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

export const useShowcaseCreate = <TInput>(showcase: Showcase) => useShowcaseWrite(showcase, (input: TInput) => postJson(`/${showcase.folder}/create.php`, input));

/** The row shows the edit at once; a refused save puts it back (issue 17). */
export const useShowcaseUpdate = <TItem extends { id: number }, TInput extends Partial<TItem>>(showcase: Showcase) =>
  useOptimisticListMutation({
    list: showcase.list,
    mutationFn: (input: TInput & { id: number }) => postJson(`/${showcase.folder}/update.php`, input),
    apply: (items: TItem[], input) => patched(items, input),
    invalidate: alsoStale(showcase),
  });

/** The row leaves at once; a refused delete brings it back. The server keeps it a while for Undo. */
export const useShowcaseDelete = <TItem extends { id: number }>(showcase: Showcase) =>
  useOptimisticListMutation({
    list: showcase.list,
    mutationFn: (id: number) => postJson<DeleteReply>(`/${showcase.folder}/delete.php`, { id }, 'DELETE'),
    apply: (items: TItem[], id) => without(items, id),
    invalidate: alsoStale(showcase),
  });

/** Undo of a delete: the record comes back as it was, in its place in the order. */
export const useShowcaseRestore = (showcase: Showcase) => useShowcaseWrite(showcase, (id: number) => postJson(`/${showcase.folder}/restore.php`, { id }));

/** The records in the order of `ids`, numbered 1, 2, 3... as the server will number them. */
export const inOrder = <T extends { id: number; order_index: number }>(items: T[], ids: number[]) =>
  ids.flatMap((id, index) => items.filter((item) => item.id === id).map((item) => ({ ...item, order_index: index + 1 })));

/**
 * A new order (Move up / Move down): the whole list of ids, first to last, so the server never mixes
 * two admins' orders. The list shows it at once; a refused order is put back. Orders are sent one
 * at a time, so two quick moves arrive in the order they were made.
 */
export const useShowcaseReorder = <TItem extends { id: number; order_index: number }>(showcase: Showcase) =>
  useOptimisticListMutation({
    list: showcase.list,
    mutationFn: (ids: number[]) => postJson(`/${showcase.folder}/reorder.php`, { ids }),
    apply: (items: TItem[], ids) => inOrder(items, ids),
    invalidate: alsoStale(showcase),
    serial: `${showcase.folder}-order`,
  });
