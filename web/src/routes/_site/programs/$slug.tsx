import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../../lib/query-client';
import { programsQuery } from '../../../features/catalog/catalog-query';
import { ProgramDetailPage } from '../../../features/catalog/program-detail-page';

export const Route = createFileRoute('/_site/programs/$slug')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(programsQuery())]),
  component: function ProgramDetailRoute() {
    const { slug } = Route.useParams();
    return <ProgramDetailPage slug={slug} />;
  },
});
