import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { DeleteReply, Faq, FaqCategory, ItemStatus } from '../../../lib/types';
import { faqKeys } from '../../site/faq-query';
import { activityKeys } from '../activity/activity-api';
import { patched, useOptimisticListMutation, without } from '../optimistic';

export type FaqInput = { question: string; answer: string; category: FaqCategory; status: ItemStatus };

/** The choices of the form: the contract's own lists, which the server checks against. */
export { FAQ_CATEGORIES, ITEM_STATUSES as FAQ_STATUSES } from '@afh/contract/rules';

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

/** What a write makes stale besides the admin list: the public FAQ page's list, and the history. */
const ALSO_STALE = [faqKeys.public, activityKeys.all];

/** Each write reloads the admin list and the public FAQ page's list, so neither is stale. */
const useFaqMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([faqAdminKeys.all, ...ALSO_STALE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

export const useCreateFaq = () => useFaqMutation((input: FaqInput) => postJson('/faqs/create.php', input));
/** order_index has no editing control; it goes back as it came (spec section 3). The card shows the edit at once; a refused save puts it back. */
export const useUpdateFaq = () =>
  useOptimisticListMutation({
    list: faqAdminKeys.all,
    mutationFn: (input: FaqInput & { id: number; order_index: number }) => postJson('/faqs/update.php', input),
    apply: (faqs: Faq[], input) => patched(faqs, input),
    invalidate: ALSO_STALE,
  });
/** The card leaves at once; a refused delete brings it back. The server keeps it a while for Undo. */
export const useDeleteFaq = () =>
  useOptimisticListMutation({
    list: faqAdminKeys.all,
    mutationFn: (id: number) => postJson<DeleteReply>('/faqs/delete.php', { id }, 'DELETE'),
    apply: (faqs: Faq[], id) => without(faqs, id),
    invalidate: ALSO_STALE,
  });
/** Undo of a delete: the FAQ comes back as it was, in its place in the order. */
export const useRestoreFaq = () => useFaqMutation((id: number) => postJson('/faqs/restore.php', { id }));
