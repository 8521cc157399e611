import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../lib/query-client';
import { inquiriesQuery } from '../../features/admin/inquiries/inquiries-api';
import { InquiriesPage } from '../../features/admin/inquiries/inquiries-page';

export const Route = createFileRoute('/admin/inquiries')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(inquiriesQuery())]),
  staticData: { accessNotice: 'content' },
  component: InquiriesPage,
});
