import { createFileRoute } from '@tanstack/react-router';
import { detailHead, loadDetail } from '../../../features/catalog/detail-head';
import { ServiceDetailPage } from '../../../features/catalog/service-detail-page';

function ServiceDetailRoute() {
  const { slug } = Route.useParams();
  return <ServiceDetailPage slug={slug} />;
}

export const Route = createFileRoute('/_site/services/$slug')({
  loader: ({ context: { queryClient }, params }) => loadDetail(queryClient, 'services', params.slug),
  head: ({ match, params }) => detailHead(match.context, 'services', params.slug),
  component: ServiceDetailRoute,
  notFoundComponent: ServiceDetailRoute,
});
