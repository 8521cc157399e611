import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

type Options<TInput, TItem, TResult> = {
  /** The cached list the change shows in at once. */
  list: QueryKey;
  mutationFn: (input: TInput) => Promise<TResult>;
  /** The list as it will be once the server has said yes. */
  apply: (items: TItem[], input: TInput) => TItem[];
  /** What to read again once the server has answered (the list is always among them). */
  invalidate?: QueryKey[];
  /**
   * Writes that must reach the server one after the other, in the order they were made (two quick
   * Move up presses): each still shows at once, but waits for the one before it to be answered.
   */
  serial?: string;
};

/** A list without one record (a delete shows at once). */
export const without = <T extends { id: number }>(items: T[], id: number) => items.filter((item) => item.id !== id);

/** A list with one record's fields changed (an edit shows at once). */
export const patched = <T extends { id: number }>(items: T[], { id, ...changes }: Partial<T> & { id: number }) =>
  items.map((item) => (item.id === id ? { ...item, ...changes } : item));

/**
 * A write the admin sees at once (issue 17): the list in the cache shows the change before the
 * server answers; a refused or failed write puts the list back as it was (the page raises the
 * error toast). Either way the list is read again afterwards, once the last write to it is over:
 * a re-read while a second write is on its way would briefly undo that write on screen.
 */
export const useOptimisticListMutation = <TInput, TItem, TResult = unknown>({ list, mutationFn, apply, invalidate = [], serial }: Options<TInput, TItem, TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...list, 'write'],
    mutationFn,
    ...(serial ? { scope: { id: serial } } : {}),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: list });
      const before = queryClient.getQueryData<TItem[]>(list);
      queryClient.setQueryData<TItem[]>(list, (items) => items && apply(items, input));
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(list, context?.before),
    onSettled: () =>
      // This write still counts as under way here; only the last one re-reads.
      queryClient.isMutating({ mutationKey: [...list, 'write'] }) > 1
        ? undefined
        : Promise.all([list, ...invalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
