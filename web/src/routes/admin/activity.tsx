import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';
import { plainSearch } from '../../lib/plain-search';

export const Route = createFileRoute('/admin/activity')({
  // The filters as the address has them; the screen reads them (activity-search-params.ts).
  validateSearch: plainSearch(['actor', 'type', 'target_id', 'from', 'to', 'page']),
  loaderDeps: ({ search }) => search,
  // The loader starts the read and does not wait for it (screens.tsx says why): the loading state
  // shows only when the list is slow to come.
  ...screenRoute('activity', { pendingAtOnce: false }),
  staticData: { pageText: { title: 'Activity' } },
});
