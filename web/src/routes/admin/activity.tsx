import { createFileRoute } from '@tanstack/react-router';
import { parseActivitySearch } from '../../features/admin/activity/activity-search-params';
import { screenRoute } from '../../features/admin/screen-route';
import { PAGE_TEXT } from '../../features/site/page-text';

export const Route = createFileRoute('/admin/activity')({
  validateSearch: parseActivitySearch,
  loaderDeps: ({ search }) => search,
  // The loader starts the read and does not wait for it (screens.tsx says why): the loading state
  // shows only when the list is slow to come.
  ...screenRoute('activity', { pendingAtOnce: false }),
  staticData: { pageText: PAGE_TEXT.adminActivity },
});
