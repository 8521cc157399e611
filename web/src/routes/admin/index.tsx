import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { dashboardCountsQuery } from '../../features/admin/dashboard/counts-query';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(dashboardCountsQuery())]),
  staticData: { pageText: PAGE_TEXT.adminDashboard },
  component: DashboardPage,
});
