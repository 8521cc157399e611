import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import { dashboardCountsQuery } from '../dashboard/counts-query';

export const INQUIRY_STATUSES = ['new', 'contacted', 'scheduled', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A contact message or tour request as /inquiries/read.php returns it. */
export type Inquiry = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  service_type: string;
  message: string;
  status: InquiryStatus;
  notes: string;
  created_at: string;
  updated_at: string;
};

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
const useInquiryMutation = <T,>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: inquiryKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardCountsQuery().queryKey })]),
  });
};

export const useUpdateInquiry = () => useInquiryMutation((changes: InquiryChanges) => postJson('/inquiries/update.php', changes));
export const useDeleteInquiry = () => useInquiryMutation((id: number) => postJson('/inquiries/delete.php', { id }, 'DELETE'));
