import { createFileRoute } from '@tanstack/react-router';
import { servicesQuery } from '../../../features/catalog/catalog-query';
import { ServicesPage } from '../../../features/catalog/services-page';

export const Route = createFileRoute('/_site/services/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(servicesQuery()),
  component: ServicesPage,
});
