import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../lib/query-client';
import { adminFaqsQuery } from '../../features/admin/faqs/faqs-api';
import { FaqsPage } from '../../features/admin/faqs/faqs-page';

export const Route = createFileRoute('/admin/faqs')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(adminFaqsQuery())]),
  staticData: { accessNotice: 'faqs' },
  component: FaqsPage,
});
