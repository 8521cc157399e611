import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:1337';

/**
 * Which chunks each chunk loads through its static imports (transitively), recorded as the bundle
 * is written so `modulePreload.resolveDependencies` can leave those out of its dynamic imports'
 * preload lists: when a chunk runs, its static imports are already loaded, and a modulepreload
 * link for each of them still costs the browser ~2 ms to add (about 30 ms, in one task, when the
 * app loads the home page's route code).
 */
const staticImports = new Map<string, Set<string>>();
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
        // Admin routes' loaders import the admin API modules: they travel with the admin page
        // instead of staying in the entry chunk every public visitor downloads.
        splitBehavior: ({ routeId }) => (routeId.startsWith('/admin') ? [['loader', 'component']] : undefined),
      },
    }),
    react(),
    vanillaExtractPlugin(),
    recordStaticImports(),
    ...(isSsrBuild ? [] : [compileHints()]),
  ],
  resolve: {
    // One React for the site and its libraries (the workspace root also hoists it for Strapi's console).
    dedupe: ['react', 'react-dom'],
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
  ssr: { noExternal: true },
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
        // The CMS reads which files each page's route needs (to link them in the server-rendered page).
        manifest: true,
        rollupOptions: {
          // app-start: the first script of a server-rendered page (a classic script, imports nothing).
          input: { index: 'index.html', 'app-start': 'src/app-start.ts' },
        },
        // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !staticImports.get(hostId)?.has(dep)) : deps,
        },
      },
}));
