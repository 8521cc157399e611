import { HeadContent, RouterContextProvider, createMemoryHistory } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { textSizeOf, type ContentReplies, type PageReplyKey, type PageRequest, type PublicReplies, type RenderedPage, type SiteRenderer, type SitemapEntry, type TextSize } from '@afh/contract/site';
import pages from 'virtual:page-manifest';
import { App, createApp } from './app';
import { sessionKeys } from './features/site/session';
import { sitemapPaths } from './features/site/sitemap';
import { INITIAL_DATA_ID, replyQueries, seedPublicData, type PageReplies } from './features/site/initial-data';
import { createQueryClient } from './lib/query-client';
import { loadDeferredParts } from './ui/deferred';
import { setServerHead } from './features/site/page-head';
import { drawAtTextSize } from './features/layout/text-size';
import { serverHead } from './server-head';
import { englishPath, pageLanguage, pathIn, type Language } from './features/site/language';
import { loadAllWords } from './features/site/all-words';
import { CONTENT_PAGES_ID, contentPagesKey, drawLinksIn, existsIn, hasInterface, type ContentPages } from './features/site/content-pages';
import { contentPagesFrom } from './features/site/content-pages-rules';
import { drawTextsIn } from './features/site/untranslated';
import { offersLanguage } from './features/site/languages-offered';
import { withDefaults } from './features/site/settings-query';

/**
 * The web app's server entry (decision 0026), built by `vite build --ssr` into
 * dist-server/entry-server.cjs and run by the CMS, which hands it the public replies and the
 * site's address and sends what it answers. The app owns each page whole: which route a path is,
 * whether it exists (loaders throw notFound(), and TanStack Router's server load decides the
 * status), its head (each route's head(), drawn by HeadContent with the route's stylesheets from
 * the router's manifest) and its markup. The CMS takes `siteRenderer`, at the end.
 */
// The server's pages carry the whole head; the browser's code changes only the title (page-head.ts).
setServerHead(serverHead);

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script> data block: nothing in it can end the element (`<`, `>`, `&` and the JS line separators as \u escapes). */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The visitor's text size is on the root from the first byte (the standard size is none): no page is ever shown at another size first. */
const documentOf = ({ head, scripts, body, textSize = 'standard', language = 'en' }: { head: string; scripts: string; body: string; textSize?: TextSize; language?: Language }) =>
  [
    '<!doctype html>',
    textSize === 'standard' ? `<html lang="${language}">` : `<html lang="${language}" data-text-size="${textSize}">`,
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    `    ${head}`,
    `    ${scripts}`,
    '  </head>',
    '  <body>',
    `    ${body}`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');

/**
 * The page's first script (web/src/app-start.ts): it fetches the app's entry once the page has been
 * shown, and the modules of the page's routes beside it (decisions 0013 and 0014), with the words
 * in the page's language that the entry and those modules load (issue 47).
 */
const appStartScript = (routeIds: string[], language: Language) => {
  const words = ['__root__', ...routeIds].flatMap((routeId) => pages.words[routeId]?.[language] ?? pages.words[routeId]?.en ?? []);
  const preloads = [...new Set([...routeIds.flatMap((routeId) => pages.modules[routeId] ?? []), ...words])];
  const preload = preloads.length ? ` data-preload="${escapeAttribute(preloads.join(' '))}"` : '';
  const appStart = `<script src="${escapeAttribute(pages.appStart)}" data-app="${escapeAttribute(pages.entry)}"${preload} defer></script>`;
  // A page in a language without interface text: which pages are in it, before the app starts (it starts the app with it).
  return hasInterface(language) ? appStart : `${appStart}\n    <script type="module" crossorigin src="${escapeAttribute(pages.contentPagesStart)}"></script>`;
};

/** A page the browser draws alone: the app's entry runs at once. */
const browserScripts = () =>
  [
    ...pages.entryImports.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    `<script type="module" crossorigin src="${escapeAttribute(pages.entry)}"></script>`,
  ].join('\n    ');

/**
 * Which replies a page reads while it is drawn: every read of the cache (a query's observer, a
 * loader's ensureQueryData or getQueryData) goes through its build() or get(). The page embeds
 * those and no others, and the CMS keeps it until one of them changes.
 */
const trackReads = (queryClient: QueryClient, replies: PageReplies) => {
  const cache = queryClient.getQueryCache();
  const queries = replyQueries(replies);
  const replyOf = new Map(queries.map(([key, queryKey]) => [hashKey(queryKey), key]));
  const read = new Set<PageReplyKey>();
  const note = (hash: string) => {
    const key = replyOf.get(hash);
    if (key) read.add(key);
  };
  const build = cache.build.bind(cache);
  const get = cache.get.bind(cache);
  cache.build = (client, options, state) => {
    note(options.queryHash ?? hashKey(options.queryKey));
    return build(client, options, state);
  };
  cache.get = (queryHash) => {
    note(queryHash);
    return get(queryHash);
  };
  return () => queries.map(([key]) => key).filter((key) => read.has(key));
};

/** Only the replies the page read, as it carries them. */
const embedded = (replies: PublicReplies, keys: PageReplyKey[]): PageReplies => Object.fromEntries(keys.map((key) => [key, replies[key]]));

/**
 * Issue 47: the pages in each language offered without interface text, and what a page drawn with
 * them reads besides its own replies (they follow every text the owner may translate).
 */
const contentPagesOfRequest = ({ contentReplies }: PageRequest) => {
  const pages = contentPagesFrom(contentReplies);
  // Every reply the list is made of: a write to any may add or remove a page in the language.
  const reads = Object.values(contentReplies ?? {}).flatMap((inLanguage) => Object.keys(inLanguage) as PageReplyKey[]);
  return { pages, reads, block: contentReplies ? `\n    <script type="application/json" id="${CONTENT_PAGES_ID}">${jsonForScript(pages)}</script>` : '' };
};

/** Renders one page of the site, or tells where the router sends its path. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { url, replies, site, textSize: asked } = request;
  const textSize = textSizeOf(asked) ?? 'standard';
  const language = pageLanguage(url);
  const content = contentPagesOfRequest(request);
  // A page in a language without interface text that the owner has not translated into it: the
  // English page, so a shared link still works (a language not offered at all is not found).
  if (!hasInterface(language) && offersLanguage(withDefaults(replies.settings.data ?? undefined), language) && !existsIn(content.pages, language, englishPath(url))) {
    return { status: 302, location: englishPath(url) };
  }
  const queryClient = createQueryClient({ server: true });
  seedPublicData(queryClient, replies);
  queryClient.setQueryData<ContentPages>(contentPagesKey, content.pages);
  // Nobody is signed in on the server: what depends on the visitor is the browser's to draw.
  queryClient.setQueryData(sessionKeys.current, null);
  const readsSoFar = trackReads(queryClient, replies);
  const { router } = createApp({ history: createMemoryHistory({ initialEntries: [url] }), queryClient, site, language });
  router.ssr = { manifest: { routes: pages.routes } };
  const headOf = () => renderToStaticMarkup(<RouterContextProvider router={router}><HeadContent /></RouterContextProvider>);
  const noindex = () => router.state.matches.some((match) => match.meta?.some((meta) => meta?.name === 'robots' && String(meta.content).includes('noindex')));
  const headersOf = (): Record<string, string> => (noindex() ? { 'X-Robots-Tag': 'noindex, nofollow' } : {});

  try {
    // Every part's words in the page's language (and English's), before the routes' heads are drawn.
    await loadAllWords(language);
    await router.load();
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const status = result.redirect.status;
      const location = result.redirect.headers.get('Location') ?? '/';
      return { status: status === 301 || status === 302 || status === 308 ? status : 307, location };
    }
    if (router.state.matches.some((match) => match.ssr === false)) {
      // Sign-in and the admin (routes with `ssr: false`) depend on who is asking: the browser draws
      // them, and the server sends the app's shell with their head, never listed; the admin's at
      // the standard text size (its screens are not made for the larger ones). In the page's
      // language: a family's own tour page (/es/tour, issue 47) is one of them.
      const admin = router.state.matches.some((match) => match.routeId === '/admin');
      router.ssr = { manifest: { routes: { __root__: pages.routes.__root__ } } };
      const shell = { head: headOf(), scripts: browserScripts(), body: '<div id="root"></div>', textSize: admin ? 'standard' : textSize, language };
      return { status: 200, headers: headersOf(), reads: [], html: documentOf(shell) };
    }
    // The page whole, its below-the-fold parts included (their code is inline in the server bundle).
    await loadDeferredParts();
    // Said right before the synchronous render, so no other page's render comes between.
    drawAtTextSize(textSize);
    drawTextsIn(language);
    let body: string;
    try {
      drawLinksIn(content.pages, language);
      body = renderToString(<App router={router} queryClient={queryClient} />);
    } finally {
      drawLinksIn(content.pages, undefined);
    }
    const routeIds = router.state.matches.map((match) => match.routeId);
    const head = headOf();
    const reads = readsSoFar();
    return {
      status: getSsrStatus(router),
      headers: headersOf(),
      reads: [...new Set([...reads, ...content.reads])],
      html: documentOf({
        head,
        textSize,
        // A language without interface text: the page's words are English, the owner's translated texts marked (langOf).
        language: hasInterface(language) ? language : 'en',
        scripts: appStartScript(routeIds, language),
        body: `<div id="root">${body}</div>\n    <script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(embedded(replies, reads))}</script>${content.block}`,
      }),
    };
  } finally {
    queryClient.clear();
  }
}

/** A router that is never loaded, made once: which routes there are and which one a URL is. */
let matcher: ReturnType<typeof createApp>['router'] | undefined;
const routeTable = () =>
  (matcher ??= createApp({ history: createMemoryHistory(), queryClient: createQueryClient({ server: true }), site: { url: '', indexing: true }, language: 'en' }).router);

/**
 * The URL of the page a request asks for, as the routes read it: the path, and only the query
 * parameters its route's search keeps (validateSearch; a route without one reads none, and a page
 * the browser draws none). Any other query string gives the same page, so the CMS draws and keeps
 * one page per such URL.
 */
export const pageUrl = (url: string): string => {
  const language = pageLanguage(url);
  return language === 'en' ? englishPageUrl(url) : pathIn(language, englishPageUrl(englishPath(url)));
};

/** pageUrl of a page in English (the routes' own addresses). */
const englishPageUrl = (url: string): string => {
  const router = routeTable();
  const cut = url.indexOf('?');
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const query = cut === -1 ? '' : url.slice(cut + 1);
  if (!query) return pathname;
  const matches = router.matchRoutes(pathname, router.options.parseSearch(`?${query}`));
  const routes = matches.map((match) => router.routesById[match.routeId]);
  const leaf = matches.at(-1);
  if (!leaf || routes.some((route) => route?.options.ssr === false) || !routes.at(-1)?.options.validateSearch) return pathname;
  const raw = new URLSearchParams(query);
  const kept = new URLSearchParams();
  // The leaf's own search (what its validateSearch kept), not what it inherits of the whole query.
  for (const name of Object.keys(leaf._strictSearch)) {
    const value = raw.get(name);
    if (value !== null) kept.set(name, value.slice(0, 200));
  }
  return kept.size ? `${pathname}?${kept.toString()}` : pathname;
};

/** The public pages search engines should list, with the date each last changed (sitemap.xml). */
export const sitemapEntries = (replies: PublicReplies, contentReplies?: ContentReplies): SitemapEntry[] => {
  return sitemapPaths(Object.values(routeTable().routesById), replies, contentReplies);
};

/** What the CMS loads (cms/src/site/renderer.ts), in the contract's shape: a change on either side fails the typecheck. */
export const siteRenderer = { pageUrl, renderPage, sitemapEntries } satisfies SiteRenderer;
