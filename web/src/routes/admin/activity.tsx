import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { activityQuery } from '../../features/admin/activity/activity-api';
import { ActivityPage, ActivityLoadFailed, ActivityPending } from '../../features/admin/activity/activity-page';
import { toActivityFilters } from '../../features/admin/activity/activity-search';
import { parseActivitySearch } from '../../features/admin/activity/activity-search-params';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/activity')({
  validateSearch: parseActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureAdminData(context, (queryClient) => {
      const query = activityQuery(toActivityFilters(deps));
      // Entering the screen waits for its list. A new filter or page does not: the screen keeps
      // the entries it shows, faded, until the next are read (activity-page.tsx), where waiting
      // here would put the loading state in their place each time.
      if (cause === 'enter') return queryClient.ensureQueryData(query);
      void queryClient.prefetchQuery(query);
      return Promise.resolve();
    }),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ActivityPending,
  errorComponent: ActivityLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminActivity },
  component: function ActivityRoute() {
    return <ActivityPage search={Route.useSearch()} />;
  },
});
