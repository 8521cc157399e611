import { createFileRoute } from '@tanstack/react-router';
import { dashboardCountsQuery } from '../../features/admin/dashboard/counts-query';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(dashboardCountsQuery())]),
  component: DashboardPage,
});
