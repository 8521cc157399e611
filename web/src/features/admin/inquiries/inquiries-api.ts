import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import { dashboardCountsQuery } from '../dashboard/counts-query';
import type { Inquiry, InquiryStatus } from '../../../lib/types';

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

/** Each write reloads the inbox and the dashboard's 'New Inquiries' count. */
const useInquiryMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: inquiryKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardCountsQuery().queryKey })]),
  });
};

export const useUpdateInquiry = () => useInquiryMutation((changes: InquiryChanges) => postJson('/inquiries/update.php', changes));
export const useDeleteInquiry = () => useInquiryMutation((id: number) => postJson('/inquiries/delete.php', { id }, 'DELETE'));
