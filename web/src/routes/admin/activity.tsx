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
  // Starts the read of the list the address asks for, and does not wait for it: each filter or page
  // is a new match of this route (its loaderDeps), and a loader that waited, with the loading state
  // shown at once, would put that state in place of the entries at every change (a flash of it
  // even when the answer is quick). The screen reads the list with useSuspenseQuery instead: on
  // entering, it waits in the route's Suspense, whose fallback is the pending component; after
  // that it keeps its entries, faded, until the next are read (activity-page.tsx). A read that
  // fails is thrown to the error component.
  loader: ({ context, deps }) =>
    ensureAdminData(context, (queryClient) => {
      void queryClient.prefetchQuery(activityQuery(toActivityFilters(deps)));
      return Promise.resolve();
    }),
  pendingComponent: ActivityPending,
  errorComponent: ActivityLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminActivity },
  component: function ActivityRoute() {
    return <ActivityPage search={Route.useSearch()} />;
  },
});
