import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createRouter, type RouterHistory } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { followRouteHead } from './features/site/document-head';
import type { SiteAddress } from './features/site/page-head';
import { languageRewrite, pageLanguage, type Language } from './features/site/language';
import { createQueryClient } from './lib/query-client';
import { readPublicIn } from './lib/api';
import { wordsReady } from './features/site/words';
import { movedInApp, waitBeforeDrawingParts } from './ui/deferred';
import { routeTree } from './routeTree.gen';

/**
 * Scroll restoration for navigations inside the app only. On the first load the page is already
 * where the visitor put it (scrolled, or at an anchor) before the app arrived: it stays there.
 */
const afterFirstLoad = () => {
  let firstLoad = true;
  return () => {
    if (!firstLoad) return true;
    firstLoad = false;
    return false;
  };
};

/**
 * The router of the site, for the browser (its history) or for the server (a memory history), in
 * the page's language (features/site/language.ts): a Spanish page's router reads `/es/faq` as the
 * route `/faq` and writes its links with `/es`.
 */
export const createAppRouter = (queryClient: QueryClient, site: SiteAddress, language: Language, history?: RouterHistory) => {
  const server = typeof document === 'undefined';
  return createRouter({
    routeTree,
    history,
    rewrite: languageRewrite(language),
    context: { queryClient, site, language },
    // A path no route has is the site's not-found page, wherever it ends (a detail page's own
    // not-found is for an unknown slug, which its loader says).
    notFoundMode: 'root',
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // New pages open at the top; back and forward restore where the visitor was. It is the
    // browser's job: on the server it would add an inline script the site's CSP refuses.
    scrollRestoration: server ? false : afterFirstLoad(),
  });
};

export type AppRouter = ReturnType<typeof createAppRouter>;

type Preloadable = { preload?: () => unknown };
const waiting = new WeakSet<Preloadable>();
/**
 * A route's code counts as loaded once the words it brought have loaded too (features/site/words.ts):
 * the router draws a page, and the app takes over the server's, only with its words at hand (in a
 * page of another language, never in English first).
 */
const withWords = (router: AppRouter) => {
  for (const route of Object.values(router.routesById) as Array<{ options: Record<string, unknown> }>) {
    for (const type of ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']) {
      const part = route.options[type] as Preloadable | undefined;
      const preload = part?.preload;
      if (!part || !preload || waiting.has(part)) continue;
      waiting.add(part);
      part.preload = () => Promise.resolve(preload()).then(wordsReady);
    }
  }
  return router;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

type AppOptions = { history?: RouterHistory; queryClient?: QueryClient; site?: SiteAddress; language?: Language };

/**
 * The app's cache and router. On the server (entry-server.tsx) it is given a memory history, the
 * cache of the replies the page is drawn from and the site's address. In the browser, a call
 * refused with 401 or 403 re-runs the /admin guard (features/admin/guard.ts), the one place that
 * decides who may see the admin area, and the document's title and description follow the routes'
 * head() after each navigation.
 */
export const createApp = ({ history, queryClient: givenClient, site, language }: AppOptions = {}) => {
  const queryClient = givenClient ?? createQueryClient({ onAuthRefusal: () => void import('./features/admin/guard').then(({ recheckAdmin }) => recheckAdmin(queryClient, () => router.invalidate())) });
  const pageIn = language ?? pageLanguage(window.location.pathname);
  const router = createAppRouter(queryClient, site ?? { url: window.location.origin, indexing: true }, pageIn, history);
  if (!site) {
    followRouteHead(router);
    // The parts drawn by the server that follow the page they are on wait for the first move (ui/deferred.tsx).
    router.subscribe('onResolved', ({ fromLocation, pathChanged }) => fromLocation && pathChanged && movedInApp());
    readPublicIn(pageIn);
    // English's words too: the hero's are a chunk of their own (features/home/home-words.ts).
    withWords(router);
    waitBeforeDrawingParts(wordsReady);
  }
  return { queryClient, router };
};

/**
 * Marks the page once the app has taken it over (data-app="ready" on <html>): until then a
 * server-rendered page shows and its links work, but its buttons wait for the app.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The whole app: the same tree on the server and in the browser, so the browser can take over the markup. */
export function App({ router, queryClient }: ReturnType<typeof createApp>) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <ReadyMark />
    </StrictMode>
  );
}
