import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { dashboardCountsQuery } from '../../features/admin/dashboard/counts-query';
import { DashboardPage, DashboardPending } from '../../features/admin/dashboard/dashboard-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(dashboardCountsQuery())),
  // The cards say '…' at once, as long as the counts are on their way, as the screen showed them before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: DashboardPending,
  // No error component of its own: the counts' read never fails (a list that cannot be read counts
  // as none, counts-query.ts), so anything caught here is the router's to show.
  staticData: { pageText: PAGE_TEXT.adminDashboard },
  component: DashboardPage,
});
