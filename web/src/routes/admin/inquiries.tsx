import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../../features/site/page-head';
import { PAGE_TEXT } from '../../features/site/page-text';
import { inquiriesQuery } from '../../features/admin/inquiries/inquiries-api';
import { InquiriesPage } from '../../features/admin/inquiries/inquiries-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/inquiries')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(inquiriesQuery())]),
  staticData: { accessNotice: 'content' },
  head: ({ match }) => privatePageHead(match.context, PAGE_TEXT.adminInquiries),
  component: InquiriesPage,
});
