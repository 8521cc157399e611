/**
 * The client build's page manifest (vite.config.ts, `pageManifest`), which the server build takes
 * in as this module: TanStack Router's manifest of each route's stylesheets and modules, plus the
 * app's entry module, the modules it imports and app-start.
 */
declare module 'virtual:page-manifest' {
  const manifest: {
    entry: string;
    entryImports: string[];
    appStart: string;
    /** The first script of a page in a language without interface text (issue 47, features/site/content-pages-start.ts). */
    contentPagesStart: string;
    /** TanStack Router's manifest: each route's stylesheets. */
    routes: Record<string, { css: { href: string; crossOrigin: 'anonymous' }[] }>;
    /** Each route's modules beyond the app's shell. */
    modules: Record<string, string[]>;
    /** The words each route's modules (and the entry's, `__root__`) load, by language (issue 47). */
    words: Record<string, Record<string, string[]>>;
  };
  export default manifest;
}
