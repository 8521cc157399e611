import { createFileRoute } from '@tanstack/react-router';
import { programsQuery } from '../../../features/catalog/catalog-query';
import { ProgramDetailPage } from '../../../features/catalog/program-detail-page';

export const Route = createFileRoute('/_site/programs/$slug')({
  loader: ({ context }) => context.queryClient.prefetchQuery(programsQuery()),
  component: function ProgramDetailRoute() {
    const { slug } = Route.useParams();
    return <ProgramDetailPage slug={slug} />;
  },
});
