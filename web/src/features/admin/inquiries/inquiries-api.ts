import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import { activityKeys } from '../activity/activity-api';
import { dashboardCountsQuery } from '../dashboard/counts-query';
import { patched, useOptimisticListMutation, without } from '../optimistic';
import type { DeleteReply, Inquiry, InquiryStatus } from '../../../lib/types';

export { INQUIRY_STATUSES } from '../../../../../cms/src/contract/rules';
export type { Inquiry, InquiryStatus } from '../../../lib/types';

export type InquiryChanges = { id: number; status: InquiryStatus; notes: string };

export const inquiryKeys = { all: ['admin', 'inquiries'] as const };

/** Every request, newest first (the server's order). An answer that says success is false is a failure. */
export const inquiriesQuery = () =>
  queryOptions({
    queryKey: inquiryKeys.all,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; records?: Inquiry[]; message?: string }>('/inquiries/read.php');
      if (!answer.success) throw new Error(answer.message ?? 'The inquiry list was refused');
      return answer.records ?? [];
    },
  });

/** What a write makes stale besides the inbox: the dashboard's 'New Inquiries' count, and the history. */
const ALSO_STALE = [dashboardCountsQuery().queryKey, activityKeys.all];

/** Each write reloads the inbox and the dashboard's 'New Inquiries' count. */
const useInquiryMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([inquiryKeys.all, ...ALSO_STALE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** The card shows the new status and notes at once; a refused save puts them back (issue 17). */
export const useUpdateInquiry = () =>
  useOptimisticListMutation({
    list: inquiryKeys.all,
    mutationFn: (changes: InquiryChanges) => postJson('/inquiries/update.php', changes),
    apply: (inquiries: Inquiry[], changes) => patched(inquiries, changes),
    invalidate: ALSO_STALE,
  });
/** The card leaves at once; a refused delete brings it back. The server keeps it a while for Undo. */
export const useDeleteInquiry = () =>
  useOptimisticListMutation({
    list: inquiryKeys.all,
    mutationFn: (id: number) => postJson<DeleteReply>('/inquiries/delete.php', { id }, 'DELETE'),
    apply: (inquiries: Inquiry[], id) => without(inquiries, id),
    invalidate: ALSO_STALE,
  });
/** Undo of a delete: the request comes back with its status and notes. */
export const useRestoreInquiry = () => useInquiryMutation((id: number) => postJson('/inquiries/restore.php', { id }));
