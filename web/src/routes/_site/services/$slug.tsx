import { createFileRoute } from '@tanstack/react-router';
import { waitUnlessCached, warm } from '../../../lib/query-client';
import { servicesQuery } from '../../../features/site/catalog-query';
import { ServiceDetailPage } from '../../../features/catalog/service-detail-page';

export const Route = createFileRoute('/_site/services/$slug')({
  // The item is the whole page: waiting briefly for it (as the app shell waits for the settings)
  // draws the page once instead of a short loading state the content then pushes down (layout shift).
  loader: ({ context: { queryClient } }) =>
    warm([queryClient.prefetchQuery(servicesQuery())], waitUnlessCached(queryClient, [servicesQuery().queryKey], 1500)),
  component: function ServiceDetailRoute() {
    const { slug } = Route.useParams();
    return <ServiceDetailPage slug={slug} />;
  },
});
