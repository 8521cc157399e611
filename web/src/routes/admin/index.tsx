import { createFileRoute } from '@tanstack/react-router';
import { dashboardCountsQuery } from '../../features/admin/dashboard/counts-query';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(dashboardCountsQuery()),
  component: DashboardPage,
});
