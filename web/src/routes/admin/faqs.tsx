import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminFaqsQuery } from '../../features/admin/faqs/faqs-api';
import { FaqsPage } from '../../features/admin/faqs/faqs-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/faqs')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminFaqsQuery())]),
  staticData: { accessNotice: 'faqs', pageText: PAGE_TEXT.adminFaqs },
  component: FaqsPage,
});
