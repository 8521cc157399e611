import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../../features/site/page-head';
import { warm } from '../../../lib/query-client';
import { servicesQuery } from '../../../features/site/catalog-query';
import { ServicesPage } from '../../../features/catalog/services-page';

export const Route = createFileRoute('/_site/services/')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(servicesQuery())]),
  head: ({ match }) => publicPageHead(match.context, { page: 'services', path: '/services', image: '/images/banners/services-1600.webp' }),
  component: ServicesPage,
});
