import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { inquiriesQuery } from '../../features/admin/inquiries/inquiries-api';
import { InquiriesPage, InquiriesLoadFailed, InquiriesPending } from '../../features/admin/inquiries/inquiries-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/inquiries')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(inquiriesQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: InquiriesPending,
  errorComponent: InquiriesLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminInquiries },
  component: InquiriesPage,
});
