import { createFileRoute } from '@tanstack/react-router';
import { detailHead, loadDetail } from '../../../features/catalog/detail-head';
import { ProgramDetailPage } from '../../../features/catalog/program-detail-page';

function ProgramDetailRoute() {
  const { slug } = Route.useParams();
  return <ProgramDetailPage slug={slug} />;
}

export const Route = createFileRoute('/_site/programs/$slug')({
  loader: ({ context: { queryClient }, params }) => loadDetail(queryClient, 'programs', params.slug),
  head: ({ match, params }) => detailHead(match.context, 'programs', params.slug),
  component: ProgramDetailRoute,
  notFoundComponent: ProgramDetailRoute,
});
