import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:1337';

export default defineConfig({
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
    // The workspace root hoists Strapi's React 18; the site and its libraries must share web's React 19.
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
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
});
