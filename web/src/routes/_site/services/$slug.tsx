import { createFileRoute, notFound } from '@tanstack/react-router';
import { waitUnlessCached, warm } from '../../../lib/query-client';
import { findBySlug, servicesQuery } from '../../../features/site/catalog-query';
import { detailHead } from '../../../features/catalog/detail-head';
import { ServiceDetailPage } from '../../../features/catalog/service-detail-page';

function ServiceDetailRoute() {
  const { slug } = Route.useParams();
  return <ServiceDetailPage slug={slug} />;
}

export const Route = createFileRoute('/_site/services/$slug')({
  // The item is the whole page: waiting briefly for it (as the app shell waits for the settings)
  // draws the page once instead of a short loading state the content then pushes down (layout
  // shift). A slug that no active item has is not found: the router answers it with 404, and the
  // page says so. While the list has not come (a slow or failed read), the page shows its own state.
  loader: async ({ context: { queryClient }, params }) => {
    await warm([queryClient.prefetchQuery(servicesQuery())], waitUnlessCached(queryClient, [servicesQuery().queryKey], 1500));
    const items = queryClient.getQueryData(servicesQuery().queryKey);
    if (items && !findBySlug(items, params.slug)) throw notFound();
  },
  head: ({ match, params }) => detailHead(match.context, 'services', params.slug),
  component: ServiceDetailRoute,
  notFoundComponent: ServiceDetailRoute,
});
