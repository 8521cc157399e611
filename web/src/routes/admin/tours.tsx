import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { toursQuery } from '../../features/admin/tours/tours-api';
import { ToursPage, ToursLoadFailed, ToursPending } from '../../features/admin/tours/tours-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/tours')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(toursQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ToursPending,
  errorComponent: ToursLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTours },
  component: ToursPage,
});
