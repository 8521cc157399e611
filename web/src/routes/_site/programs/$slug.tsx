import { createFileRoute } from '@tanstack/react-router';
import { waitUnlessCached, warm } from '../../../lib/query-client';
import { programsQuery } from '../../../features/site/catalog-query';
import { ProgramDetailPage } from '../../../features/catalog/program-detail-page';

export const Route = createFileRoute('/_site/programs/$slug')({
  // The item is the whole page: waiting briefly for it (as the app shell waits for the settings)
  // draws the page once instead of a short loading state the content then pushes down (layout shift).
  loader: ({ context: { queryClient } }) =>
    warm([queryClient.prefetchQuery(programsQuery())], waitUnlessCached(queryClient, [programsQuery().queryKey], 1500)),
  component: function ProgramDetailRoute() {
    const { slug } = Route.useParams();
    return <ProgramDetailPage slug={slug} />;
  },
});
