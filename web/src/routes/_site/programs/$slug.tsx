import { createFileRoute, notFound } from '@tanstack/react-router';
import { waitUnlessCached, warm } from '../../../lib/query-client';
import { findBySlug, programsQuery } from '../../../features/site/catalog-query';
import { detailHead } from '../../../features/catalog/detail-head';
import { ProgramDetailPage } from '../../../features/catalog/program-detail-page';

function ProgramDetailRoute() {
  const { slug } = Route.useParams();
  return <ProgramDetailPage slug={slug} />;
}

export const Route = createFileRoute('/_site/programs/$slug')({
  // The item is the whole page: waiting briefly for it (as the app shell waits for the settings)
  // draws the page once instead of a short loading state the content then pushes down (layout
  // shift). A slug that no active item has is not found: the router answers it with 404, and the
  // page says so. While the list has not come (a slow or failed read), the page shows its own state.
  loader: async ({ context: { queryClient }, params }) => {
    await warm([queryClient.prefetchQuery(programsQuery())], waitUnlessCached(queryClient, [programsQuery().queryKey], 1500));
    const items = queryClient.getQueryData(programsQuery().queryKey);
    if (items && !findBySlug(items, params.slug)) throw notFound();
  },
  head: ({ match, params }) => detailHead(match.context, 'programs', params.slug),
  component: ProgramDetailRoute,
  notFoundComponent: ProgramDetailRoute,
});
