import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { activityQuery } from '../../features/admin/activity/activity-api';
import { ActivityPage } from '../../features/admin/activity/activity-page';
import { toActivityFilters } from '../../features/admin/activity/activity-search';
import { parseActivitySearch } from '../../features/admin/activity/activity-search-params';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/activity')({
  validateSearch: parseActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(activityQuery(toActivityFilters(deps)))]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminActivity },
  component: function ActivityRoute() {
    return <ActivityPage search={Route.useSearch()} />;
  },
});
