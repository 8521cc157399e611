import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRASH_FOLDERS } from '@afh/contract/content-types';
import { DEFAULT_TRASH_DAYS } from '@afh/contract/rules';
import { apiRequest, postJson } from '../../../lib/api';
import type { TrashList, TrashRecord } from '../../../lib/types';

export const trashKeys = { all: ['admin', 'trash'] as const };

/**
 * GET /trash/read.php: what was deleted and can still be restored, newest first, and how many
 * days the server keeps it (TRASH_DAYS). Always read afresh: a delete on any screen changes it.
 */
export const trashQuery = () =>
  queryOptions({
    queryKey: trashKeys.all,
    staleTime: 0,
    queryFn: async () => {
      const answer = await apiRequest<Partial<TrashList> & { message?: string }>('/trash/read.php');
      if (!answer.success) throw new Error(answer.message ?? 'The list of deleted items was refused');
      return { records: answer.records ?? [], trashDays: answer.trash_days ?? DEFAULT_TRASH_DAYS };
    },
  });

/**
 * How many days a deleted item can be restored, as the server says (TRASH_DAYS, decision 0035);
 * undefined until it has said, so no sentence promises a number the server does not keep.
 */
export const useTrashDays = (enabled = true) => useQuery({ ...trashQuery(), select: (trash) => trash.trashDays, enabled }).data;

/** POST <folder>/restore.php {id}: the record comes back where it was; every admin list may show it again. */
export const useRestoreFromTrash = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: Pick<TrashRecord, 'type' | 'id'>) => postJson(`/${TRASH_FOLDERS[record.type]}/restore.php`, { id: record.id }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
