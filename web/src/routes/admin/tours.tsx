import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { toursQuery } from '../../features/admin/tours/tours-api';
import { ToursPage } from '../../features/admin/tours/tours-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/tours')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(toursQuery())]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTours },
  component: ToursPage,
});
