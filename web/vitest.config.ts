import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { PAGE_MANIFEST } from './tests/render/page-manifest';

/** The page manifest the client build would write (vite.config.ts), as a test's own small one. */
const testPageManifest = (): Plugin => ({
  name: 'test-page-manifest',
  resolveId: (id) => (id === 'virtual:page-manifest' ? '\0virtual:page-manifest' : null),
  load: (id) => (id === '\0virtual:page-manifest' ? `export default ${JSON.stringify(PAGE_MANIFEST)};` : null),
});

export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests of plain modules: no Vite plugins (React, router, vanilla-extract).
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The pages as the server renders them (src/entry-server.tsx), through the app's own Vite
        // configuration: the router's generated route tree, vanilla-extract styles, JSX.
        extends: './vite.config.ts',
        plugins: [testPageManifest()],
        test: { name: 'render', include: ['tests/render/**/*.test.ts'], environment: 'node', server: { deps: { inline: [] } } },
      },
    ],
  },
});
