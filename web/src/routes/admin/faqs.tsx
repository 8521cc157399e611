import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminFaqsQuery } from '../../features/admin/faqs/faqs-api';
import { FaqsPage, FaqsLoadFailed, FaqsPending } from '../../features/admin/faqs/faqs-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/faqs')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(adminFaqsQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: FaqsPending,
  errorComponent: FaqsLoadFailed,
  staticData: { accessNotice: 'faqs', pageText: PAGE_TEXT.adminFaqs },
  component: FaqsPage,
});
