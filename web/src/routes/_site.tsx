import { Outlet, createFileRoute } from '@tanstack/react-router';
import { programsQuery, servicesQuery } from '../features/site/catalog-query';
import { SiteLayout } from '../features/layout/site-layout';
import { warm } from '../lib/query-client';

/** The public pages share the header, footer and the menus' services and programs. */
export const Route = createFileRoute('/_site')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(servicesQuery()), context.queryClient.prefetchQuery(programsQuery())]),
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
