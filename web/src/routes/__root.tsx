import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { sessionQuery } from '../features/site/session';
import { pageHead, type SiteAddress } from '../features/site/page-head';
import { settingsKeys, settingsQuery, withDefaults } from '../features/site/settings-query';
import { isEnglishOnly, type Language } from '../features/site/language';
import { offersLanguage } from '../features/site/languages-offered';
import { loadWords, wordsReady } from '../features/site/words';
import { titleWords } from '../features/site/title-words';
import { waitUnlessCached, warm } from '../lib/query-client';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient; site: SiteAddress; language: Language }>()({
  // Sign-in and the admin are in English only: their address in another language leaves it, as
  // does, in a language without interface text, a page not translated into it (language.ts).
  // Moving to another page, its title in the page's language is at hand (features/site/title-words.ts).
  beforeLoad: async ({ context, location, cause }) => {
    if (context.language === 'en') return;
    if (isEnglishOnly(location.pathname)) throw redirect({ href: location.href, reloadDocument: true });
    if (cause !== 'enter') await loadWords(context.language, titleWords);
  },
  // Settings and the session are read once at start-up; a failure only means defaults / signed out.
  // The shell waits briefly for them unless the server already gave the settings with the page.
  // A page in another language exists while the home offers it (Settings › Languages).
  loader: async ({ context: { queryClient, language } }) => {
    await Promise.all([
      warm([queryClient.prefetchQuery(settingsQuery()), queryClient.prefetchQuery(sessionQuery())], waitUnlessCached(queryClient, [settingsQuery().queryKey], 1500)),
      wordsReady(),
    ]);
    if (!offersLanguage(withDefaults(queryClient.getQueryData(settingsKeys.all)), language)) throw notFound();
  },
  // The head of a path no route matches (the router answers it with 404); every page that exists
  // gives its own, which takes precedence over this one.
  head: ({ match }) => (match._notFound ? pageHead(match.context, { page: 'notFound', noindex: true }) : {}),
  component: Root,
  // A path no page has: its code comes when it is needed, not in every page's first script.
  notFoundComponent: lazyRouteComponent(() => import('../features/layout/not-found-page'), 'SiteNotFound'),
});

function Root() {
  return <Outlet />;
}
