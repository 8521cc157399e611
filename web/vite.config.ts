import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:1337';

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
        modulePreload: { polyfill: false },
      },
}));
