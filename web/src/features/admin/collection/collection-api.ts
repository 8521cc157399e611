import type { CollectionFolder } from '@afh/contract/content-types';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { DeleteReply } from '../../../lib/types';
import { activityKeys } from '../activity/activity-api';
import { patched, useOptimisticListMutation, without } from './optimistic';

/**
 * An ordered collection of the admin area (issues 19 and 31): the types @afh/contract/content-types
 * describes as a `collection`.
 * Their API folders answer the same calls (admin_read, create, update, delete, restore; reorder
 * for photos and people), so each screen's API module names its collection once and builds its
 * query and writes from here.
 */
export type Collection = {
  folder: CollectionFolder;
  /** The public pages' copy of the list, stale after every write. */
  publicList: QueryKey;
  /** What one entry is called ('FAQ', 'photo'): for the message of a refused read. */
  noun: string;
  /** Where the answer holds the list: the FAQs' older call answers in `data` (spec section 7). */
  field?: 'records' | 'data';
};

export type Item = { id: number };
type OrderedItem = Item & { order_index: number };

export const collectionKeys = { list: ({ folder }: Pick<Collection, 'folder'>) => ['admin', folder] as const };

/** Every record, shown or not, in the server's order. An answer that says success is false is a failure (spec section 8). */
export const collectionQuery = <TItem extends Item>(collection: Collection) =>
  queryOptions({
    queryKey: collectionKeys.list(collection),
    queryFn: async (): Promise<TItem[]> => {
      const answer = await apiRequest<{ success?: boolean; records?: TItem[]; data?: TItem[]; message?: string }>(`/${collection.folder}/admin_read.php`);
      if (!answer.success) throw new Error(answer.message ?? `The ${collection.noun} list was refused`);
      return answer[collection.field ?? 'records'] ?? [];
    },
  });

/** What a write makes stale besides the admin list: the public pages' copy, and the history. */
const alsoStale = (collection: Collection) => [collection.publicList, activityKeys.all];

/** A write that is not shown ahead of the server (a new record, an undone delete): the lists reload once it is done. */
const useReloadingWrite = <T>(collection: Collection, call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([collectionKeys.list(collection), ...alsoStale(collection)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** The records in the order of `ids`, numbered 1, 2, 3... as the server will number them. */
export const inOrder = <T extends OrderedItem>(items: T[], ids: number[]) =>
  ids.flatMap((id, index) => items.filter((item) => item.id === id).map((item) => ({ ...item, order_index: index + 1 })));

/**
 * The writes of one collection. A new record and an undone delete reload the list; an edit and a
 * delete show at once and are put back when refused (issue 17), and the server keeps a deleted
 * record a while for Undo.
 */
export const useCollectionWrites = <TItem extends Item, TInput>(collection: Collection) => {
  const { folder } = collection;
  const list = collectionKeys.list(collection);
  const invalidate = alsoStale(collection);
  return {
    create: useReloadingWrite(collection, (input: TInput) => postJson(`/${folder}/create.php`, input)),
    update: useOptimisticListMutation({
      list,
      mutationFn: (input: Partial<TItem> & Item) => postJson(`/${folder}/update.php`, input),
      apply: (items: TItem[], input) => patched(items, input),
      invalidate,
    }),
    remove: useOptimisticListMutation({
      list,
      mutationFn: (id: number) => postJson<DeleteReply>(`/${folder}/delete.php`, { id }, 'DELETE'),
      apply: (items: TItem[], id) => without(items, id),
      invalidate,
    }),
    restore: useReloadingWrite(collection, (id: number) => postJson(`/${folder}/restore.php`, { id })),
  };
};

/**
 * A new order (Move up / Move down): the whole list of ids, first to last, so the server never mixes
 * two admins' orders. The list shows it at once; a refused order is put back. Orders are sent one
 * at a time, so two quick moves arrive in the order they were made.
 */
export const useCollectionReorder = <TItem extends OrderedItem>(collection: Collection) =>
  useOptimisticListMutation({
    list: collectionKeys.list(collection),
    mutationFn: (ids: number[]) => postJson(`/${collection.folder}/reorder.php`, { ids }),
    apply: (items: TItem[], ids) => inOrder(items, ids),
    invalidate: alsoStale(collection),
    serial: `${collection.folder}-order`,
  });
