import { followEmbeddedPages } from './content-pages';

/**
 * The first script of a page in a language without interface text (issue 47), besides app-start:
 * the server's page names it (entry-server.tsx) only there, so no other page's first load carries
 * it. It imports the app's entry, which it starts early, and says which pages are in the language
 * before the app's router draws a link (content-pages.ts): the app's own first load stays as it is.
 */
followEmbeddedPages();
