import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../lib/query-client';
import { dashboardCountsQuery } from '../../features/admin/dashboard/counts-query';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(dashboardCountsQuery())]),
  component: DashboardPage,
});
