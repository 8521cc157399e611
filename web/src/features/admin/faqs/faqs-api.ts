import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { Faq, FaqCategory, ItemStatus } from '../../../lib/types';
import { faqKeys } from '../../site/faq-query';

export type FaqInput = { question: string; answer: string; category: FaqCategory; status: ItemStatus };

export const FAQ_CATEGORIES: FaqCategory[] = ['general', 'services', 'pricing', 'facilities'];
export const FAQ_STATUSES: ItemStatus[] = ['active', 'inactive'];

export const faqAdminKeys = { all: ['admin', 'faqs'] as const };

/** Every FAQ, active or not, in its order. An answer that says success is false is a failure (spec section 8). */
export const adminFaqsQuery = () =>
  queryOptions({
    queryKey: faqAdminKeys.all,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; data?: Faq[]; message?: string }>('/faqs/admin_read.php');
      if (!answer.success) throw new Error(answer.message ?? 'The FAQ list was refused');
      return answer.data ?? [];
    },
  });

/** Each write reloads the admin list and the public FAQ page's list, so neither is stale. */
const useFaqMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: faqAdminKeys.all }), queryClient.invalidateQueries({ queryKey: faqKeys.public })]),
  });
};

export const useCreateFaq = () => useFaqMutation((input: FaqInput) => postJson('/faqs/create.php', input));
/** order_index has no editing control; it goes back as it came (spec section 3). */
export const useUpdateFaq = () => useFaqMutation((input: FaqInput & { id: number; order_index: number }) => postJson('/faqs/update.php', input));
export const useDeleteFaq = () => useFaqMutation((id: number) => postJson('/faqs/delete.php', { id }, 'DELETE'));
