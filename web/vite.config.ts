import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type Rollup } from 'vite';

const backend = 'http://localhost:1337';

/** Where the client build writes what each page needs (read by the server build, below). */
const PAGE_MANIFEST = path.join(import.meta.dirname, 'dist', '.vite', 'pages.json');
const PAGE_MANIFEST_MODULE = 'virtual:page-manifest';

/**
 * A route file's route id, as the router's file-based naming gives it: `_site/index.tsx` is
 * '/_site/', `_site/services/$slug.tsx` '/_site/services/$slug', `__root.tsx` '__root__'.
 */
const routeIdOf = (file: string) => {
  const name = file.replace(/\.tsx$/, '');
  if (name === '__root') return '__root__';
  return `/${name.replace(/(^|\/)index$/, '$1')}`;
};

/**
 * What a server-drawn page needs from the client build, per route, in the shape of TanStack
 * Router's manifest (`router.ssr.manifest`, which HeadContent turns into stylesheet links): each
 * route's stylesheets (those of its code-split chunks and everything they import, and of the
 * below-the-fold parts they import later, ui/deferred.tsx, whose markup the server draws at once)
 * and, apart from the router's manifest, its modules (which app-start preloads after the first
 * paint rather than the head holding them). The root route carries the
 * app's entry: its stylesheets, its module and the modules it imports. Written as
 * dist/.vite/pages.json (the site never serves dot folders) and built into the page renderer.
 */
/** A part's words in one language (`site-words.es.ts`): the language is the second-to-last name. */
const WORDS_MODULE = /-words\.([a-z]{2})\.ts$/;

const pageManifest = (): Plugin => ({
  name: 'page-manifest',
  apply: (_config, { isSsrBuild }) => !isSsrBuild,
  // After Vite's own bundle steps: one of them removes the chunks that hold only styles (a
  // `.css.ts` file's empty module) and hands their stylesheets to the chunks importing them. Read
  // before that, the manifest named modules that were never written (a 404 on /our-home).
  enforce: 'post',
  generateBundle(_options, bundle) {
    const chunks = new Map<string, Rollup.OutputChunk>();
    for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
    const url = (file: string) => `/${file}`;
    /** A chunk and what it imports at once; with `later`, only the stylesheets of what it imports later. */
    const collect = (files: string[], skip: Set<string>, { deferred = true } = {}) => {
      const scripts = new Set<string>();
      const css = new Set<string>();
      const visit = (file: string, later: boolean, seen: Set<string>) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file) || skip.has(file)) return;
        seen.add(file);
        if (!later) scripts.add(file);
        for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
        for (const imported of chunk.imports) visit(imported, later, seen);
      };
      const now = new Set<string>();
      for (const file of files) visit(file, false, now);
      // The entry imports every route later: only the routes' own chunks (and the chunks they share) count.
      const later = new Set<string>();
      const laterOf = (file: string) => (chunks.get(file)?.isEntry ? [] : (chunks.get(file)?.dynamicImports ?? []));
      if (deferred) for (const file of now) for (const imported of laterOf(file)) if (!chunks.get(imported)?.isEntry) visit(imported, true, later);
      return { scripts: [...scripts], css: [...css] };
    };

    const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
    const appStart = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'app-start');
    if (!entry || !appStart) this.error('The client build has no app entry or no app-start entry.');
    const shell = collect([entry.fileName], new Set(), { deferred: false });
    const inShell = new Set(shell.scripts);
    const shellCss = new Set(shell.css);

    // The route files' code-split chunks (the router plugin's `?tsr-split=` modules), by route id.
    const routeFiles = new Map<string, Set<string>>();
    const routesDir = path.join(import.meta.dirname, 'src', 'routes') + path.sep;
    for (const chunk of chunks.values()) {
      for (const id of chunk.moduleIds) {
        const [file, query = ''] = id.split('?');
        if (!file.startsWith(routesDir) || !query.includes('tsr-split')) continue;
        const routeId = routeIdOf(path.relative(routesDir, file).split(path.sep).join('/'));
        routeFiles.set(routeId, (routeFiles.get(routeId) ?? new Set()).add(chunk.fileName));
      }
    }
    // A route id the router does not have would drop a page's stylesheets without a word.
    const tree = readFileSync(path.join(import.meta.dirname, 'src', 'routeTree.gen.ts'), 'utf8');
    for (const routeId of routeFiles.keys()) if (!tree.includes(`'${routeId}'`)) this.error(`No route "${routeId}" in the route tree: update routeIdOf in vite.config.ts.`);

    const stylesheets = (files: string[]) => files.map((file) => ({ href: url(file), crossOrigin: 'anonymous' as const }));
    const routes: Record<string, { css: ReturnType<typeof stylesheets> }> = { __root__: { css: stylesheets(shell.css) } };
    const modules: Record<string, string[]> = {};
    for (const [routeId, files] of routeFiles) {
      const own = collect([...files], inShell);
      routes[routeId] = { css: stylesheets(own.css.filter((file) => !shellCss.has(file))) };
      modules[routeId] = own.scripts.map(url);
    }
    const entryImports = shell.scripts.filter((file) => file !== entry.fileName).map(url);
    // Each language's words (issue 47, src/features/site/words.ts) that a route's code, or the
    // app's entry (`__root__`), loads as it arrives: the page preloads those of its language.
    const wordsOf = (files: string[]) => {
      const byLanguage: Record<string, string[]> = {};
      for (const file of files) {
        for (const imported of chunks.get(file)?.dynamicImports ?? []) {
          const language = WORDS_MODULE.exec(chunks.get(imported)?.facadeModuleId ?? '')?.[1];
          if (language) (byLanguage[language] ??= []).push(url(imported));
        }
      }
      return byLanguage;
    };
    const words: Record<string, Record<string, string[]>> = { __root__: wordsOf(shell.scripts) };
    for (const [routeId, files] of routeFiles) words[routeId] = wordsOf(collect([...files], inShell).scripts);
    // The first script of a page in a language without interface text (issue 47, src/features/site/content-pages-start.ts).
    const contentPagesStart = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(path.join('features', 'site', 'content-pages-start.ts')));
    if (!contentPagesStart) this.error('The client build has no content-pages-start chunk.');
    const manifest = { entry: url(entry.fileName), entryImports, appStart: url(appStart.fileName), contentPagesStart: url(contentPagesStart.fileName), routes, modules, words };
    this.emitFile({ type: 'asset', fileName: '.vite/pages.json', source: JSON.stringify(manifest, null, 1) });
  },
  // Every file the manifest names is one the build wrote: a page never asks for a missing module.
  writeBundle(_options, bundle) {
    const written = bundle['.vite/pages.json'];
    if (written?.type !== 'asset') return this.error('The client build wrote no page manifest.');
    type Written = {
      entry: string;
      appStart: string;
      contentPagesStart: string;
      entryImports: string[];
      modules: Record<string, string[]>;
      routes: Record<string, { css: Array<{ href: string }> }>;
      words: Record<string, Record<string, string[]>>;
    };
    const { entry, appStart, contentPagesStart, entryImports, modules, routes, words } = JSON.parse(String(written.source)) as Written;
    const sheets = Object.values(routes).flatMap((route) => route.css.map((sheet) => sheet.href));
    const wordFiles = Object.values(words).flatMap((byLanguage) => Object.values(byLanguage).flat());
    const named = [entry, appStart, contentPagesStart, ...entryImports, ...Object.values(modules).flat(), ...sheets, ...wordFiles];
    const missing = [...new Set(named)].filter((file) => !(file.slice(1) in bundle));
    if (missing.length) this.error(`The page manifest names files the build did not write: ${missing.join(', ')}.`);
  },
});

/** The server build's copy of the client build's page manifest (src/page-manifest.d.ts types it). */
const readPageManifest = (): Plugin => ({
  name: 'read-page-manifest',
  apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
  resolveId: (id) => (id === PAGE_MANIFEST_MODULE ? `\0${PAGE_MANIFEST_MODULE}` : null),
  load(id) {
    if (id !== `\0${PAGE_MANIFEST_MODULE}`) return null;
    if (!existsSync(PAGE_MANIFEST)) this.error(`${PAGE_MANIFEST} is missing: build the client first (vite build, then vite build --ssr).`);
    return `export default ${readFileSync(PAGE_MANIFEST, 'utf8')};`;
  },
});

/**
 * Which chunks each chunk loads through its static imports (transitively), recorded as the bundle
 * is written so `modulePreload.resolveDependencies` can leave those out of its dynamic imports'
 * preload lists: when a chunk runs, its static imports are already loaded, and a modulepreload
 * link for each of them still costs the browser ~2 ms to add (about 30 ms, in one task, when the
 * app loads the home page's route code).
 */
const staticImports = new Map<string, Set<string>>();
/**
 * lucide-react's icons drawn by the site's own small `createLucideIcon` (src/ui/lucide-icon.ts,
 * decision 0045): each icon module of the library imports it by a relative path, which is swapped
 * here, so the library's general machinery never enters a bundle. Both builds use it (the server's
 * markup and the browser's are the same).
 */
/** The icons of the home page's first screens that other chunks share (see `codeSplitting` below). */
const FIRST_ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?:star|shield-check|phone|arrow-right|chevron-left|chevron-right)\.mjs$/;

/** The pieces the public pages' own chunks share most (see `codeSplitting` below). */
const PAGE_PARTS = /[\\/]src[\\/](?:features[\\/]site[\\/]untranslated\.tsx|ui[\\/]site-image\.tsx)$/;

const LIGHT_ICON = path.join(import.meta.dirname, 'src', 'ui', 'lucide-icon.ts');
const lightIcons = (): Plugin => ({
  name: 'light-icons',
  enforce: 'pre',
  resolveId: (source, importer) => (importer?.includes(`${path.sep}lucide-react${path.sep}`) && source.endsWith('/createLucideIcon.mjs') ? LIGHT_ICON : null),
});

/**
 * TanStack Query's infinite queries, which the site does not use, left out of the bundles
 * (src/lib/no-infinite-queries.ts): the query module's one import of their machinery resolves to a
 * stub. Like lightIcons, no import in the app changes.
 */
const NO_INFINITE_QUERIES = path.join(import.meta.dirname, 'src', 'lib', 'no-infinite-queries.ts');
const noInfiniteQueries = (): Plugin => ({
  name: 'no-infinite-queries',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './infiniteQueryBehavior.js' && /[\\/]@tanstack[\\/]query-core[\\/].*[\\/]query\.js$/.test(importer ?? '') ? NO_INFINITE_QUERIES : null,
});

const recordStaticImports = (): Plugin => ({
  name: 'record-static-imports',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    staticImports.clear();
    const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk') return seen;
      for (const imported of chunk.imports) if (!seen.has(imported)) closure(imported, seen.add(imported));
      return seen;
    };
    for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') staticImports.set(fileName, closure(fileName));
  },
});

/**
 * V8's explicit compile hint (Chromium 136 and later; other browsers read a comment): the browser
 * compiles every function of a chunk on its background script-streaming thread while the chunk
 * downloads, instead of on the main thread the first time each function is called. Starting the
 * app called a few hundred functions for the first time (the router, React's renderer, the page's
 * components): about a quarter of the main thread's work after the first paint, and the main
 * source of the long tasks Lighthouse counted as blocking time.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
// Not on the many small chunks (an icon, a helper): what the hint would save there is less than
// what its bytes cost to download.
const COMPILE_HINT_MIN_BYTES = 4096;
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  generateBundle: {
    // After Vite has written its own prelude (the preload map) at the top of each chunk: the hint
    // must be the file's first line.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.length >= COMPILE_HINT_MIN_BYTES) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before react() so the generated route tree is transformed too.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The admin frame's code travels in one chunk with its layout route; the screens under it
        // load theirs through one registry (features/admin/screen-route.ts), not from the entry
        // chunk every public visitor downloads.
        // The public pages' frame (routes/_site.tsx) is drawn around every public page and its code
        // (SiteLayout) is in the entry anyway: its few lines stay there rather than in a chunk of
        // their own that every first load would fetch.
        splitBehavior: ({ routeId }) => (routeId === '/admin' ? [['loader', 'component', 'pendingComponent', 'errorComponent']] : routeId === '/_site' ? [] : undefined),
      },
    }),
    react(),
    lightIcons(),
    noInfiniteQueries(),
    vanillaExtractPlugin(),
    recordStaticImports(),
    pageManifest(),
    readPageManifest(),
    ...(isSsrBuild ? [] : [compileHints()]),
  ],
  resolve: {
    // One React for the site and its libraries (the workspace root also hoists it for Strapi's console).
    dedupe: ['react', 'react-dom'],
    // TanStack Store asks for the shim of useSyncExternalStore, for React before 18; React 18 has
    // the hook, and the package's own build for it (without the shim) is the same selector on top.
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' }],
    // The contract package (@afh/contract) is bundled from its TypeScript sources, so the site takes
    // only what it uses of it; the CMS runs its compiled build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/backend': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
    },
  },
  // The server bundle carries everything it needs (React's production build included): the CMS
  // loads one file, whatever is installed and whatever NODE_ENV it runs with.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the page renderer the CMS runs (src/entry-server.tsx), outside the
        // folder the site is served from.
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true },
        },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        rollupOptions: {
          // app-start: the first script of a server-rendered page (a classic script, imports nothing).
          input: { index: 'index.html', 'app-start': 'src/app-start.ts' },
          // Everything the app's entry needs at once stays in one file with it. The routes' head()
          // (decision 0026) puts page texts and helpers the pages' chunks use too in the entry's
          // graph, and the automatic splitting then cut the shell into some fifty small shared
          // chunks: every page's first load fetched each, and paid for gzip starting over in each
          // (about 8 KB more on '/').
          // The icons the home page's first screens draw, which other chunks use too: one small chunk
          // rather than six of 150 to 300 bytes, each a request and a gzip starting over (issue 46).
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/main.tsx') && !id.endsWith('/src/app-start.ts') },
                { name: 'first-icons', test: FIRST_ICONS },
                // Two small pieces nearly every page's own code shares (issue 47's note under the owner's
                // untranslated texts, the site's images): one chunk rather than two, as they come together.
                { name: 'page-parts', test: PAGE_PARTS },
              ],
            },
          },
        },
        // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !staticImports.get(hostId)?.has(dep)) : deps,
        },
      },
}));
