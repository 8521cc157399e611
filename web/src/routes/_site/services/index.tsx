import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../../lib/query-client';
import { servicesQuery } from '../../../features/site/catalog-query';
import { ServicesPage } from '../../../features/catalog/services-page';

export const Route = createFileRoute('/_site/services/')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(servicesQuery())]),
  component: ServicesPage,
});
