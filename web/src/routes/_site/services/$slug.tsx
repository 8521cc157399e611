import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../../lib/query-client';
import { servicesQuery } from '../../../features/catalog/catalog-query';
import { ServiceDetailPage } from '../../../features/catalog/service-detail-page';

export const Route = createFileRoute('/_site/services/$slug')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(servicesQuery())]),
  component: function ServiceDetailRoute() {
    const { slug } = Route.useParams();
    return <ServiceDetailPage slug={slug} />;
  },
});
