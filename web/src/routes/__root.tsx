import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { sessionQuery } from '../features/site/session';
import { NotFoundPage } from '../features/layout/not-found-page';
import { SiteLayout } from '../features/layout/site-layout';
import { pageHead, type SiteAddress } from '../features/site/page-head';
import { settingsQuery } from '../features/site/settings-query';
import { waitUnlessCached, warm } from '../lib/query-client';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient; site: SiteAddress }>()({
  // Settings and the session are read once at start-up; a failure only means defaults / signed out.
  // The shell waits briefly for them unless the server already gave the settings with the page.
  loader: ({ context: { queryClient } }) =>
    warm(
      [queryClient.prefetchQuery(settingsQuery()), queryClient.prefetchQuery(sessionQuery())],
      waitUnlessCached(queryClient, [settingsQuery().queryKey], 1500),
    ),
  // The head of a path no route matches (the router answers it with 404); every page that exists
  // gives its own, which takes precedence over this one.
  head: ({ match }) => (match._notFound ? pageHead(match.context, { page: 'notFound', noindex: true }) : {}),
  component: Root,
  notFoundComponent: () => (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  ),
});

function Root() {
  return <Outlet />;
}
