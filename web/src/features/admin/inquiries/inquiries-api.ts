import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiRequest, postJson } from '../../../lib/api';
import { activityKeys } from '../activity/activity-api';
import { dashboardCountsQuery } from '../dashboard/counts-query';
import { patched, useOptimisticListMutation, without } from '../collection/optimistic';
import type { DeleteReply, Inquiry, InquiryStatus } from '../../../lib/types';

export { MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES } from '@afh/contract/choices';
export { CLOSED_REASONS, INQUIRY_STATUSES } from '@afh/contract/inquiry-words';
export type { Inquiry, InquiryStatus } from '../../../lib/types';
import type { ClosedReason } from '@afh/contract/inquiry-words';

export type InquiryChanges = { id: number; status: InquiryStatus; notes: string; closed_reason?: ClosedReason | '' };

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

/**
 * Where the inbox downloads as a CSV file: a plain link, the browser sends the session cookie.
 * The server filters by the tour details itself (the same parameters as read.php); it knows no
 * status filter, and its search reads fewer fields than the inbox's, so neither is passed.
 */
export const inquiriesExportUrl = (filters: { move_in_timeframe?: string; payment_source?: string }) => {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return `${API_BASE}/inquiries/export.php${query ? `?${query}` : ''}`;
};

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
