/**
 * What the client build's page manifest (vite.config.ts, `pageManifest`) would say, for the pages
 * the tests render: the app's entry, app-start, one stylesheet and module for the root route, and
 * the frame's words in English and Spanish, and the first script of a page in a language without
 * interface text (issue 47).
 */
export const PAGE_MANIFEST = {
  entry: '/assets/index-T3stEntr.js',
  entryImports: ['/assets/shell-T3stShll.js'],
  appStart: '/assets/app-start-T3stStrt.js',
  contentPagesStart: '/assets/content-pages-start-T3stCntn.js',
  routes: { __root__: { css: [{ href: '/assets/index-T3stStyl.css', crossOrigin: 'anonymous' as const }] } },
  modules: { '/_site/': ['/assets/index-T3stHome.js'] },
  words: { __root__: { en: ['/assets/site-words.en-T3stWrds.js'], es: ['/assets/site-words.es-T3stWrds.js'] } } as Record<string, Record<string, string[]>>,
};
