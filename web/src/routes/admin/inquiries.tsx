import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { inquiriesQuery } from '../../features/admin/inquiries/inquiries-api';
import { InquiriesPage } from '../../features/admin/inquiries/inquiries-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/inquiries')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(inquiriesQuery())]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminInquiries },
  component: InquiriesPage,
});
