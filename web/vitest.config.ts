import { defineConfig } from 'vitest/config';
import { PAGE_MANIFEST } from './tests/render/page-manifest';

/** The client build's page manifest (vite.config.ts), as the render tests' own small one: no build first. */
const testPageManifest = () => ({
  name: 'test-page-manifest',
  resolveId: (id: string) => (id === 'virtual:page-manifest' ? '\0virtual:page-manifest' : null),
  load: (id: string) => (id === '\0virtual:page-manifest' ? `export default ${JSON.stringify(PAGE_MANIFEST)};` : null),
});

/** React's development build warns about the lower-case attributes React 18 needs to pass through (home-head.ts). */
const KNOWN_WARNING = /Invalid DOM property `image(srcset|sizes)`/;

export default defineConfig({
  test: {
    onConsoleLog: (log) => !KNOWN_WARNING.test(log),
    projects: [
      {
        // Unit tests of plain modules: no Vite plugins (React, router, vanilla-extract).
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The pages as the server entry renders them (src/entry-server.tsx), through the app's own
        // Vite configuration: the router's generated route tree, vanilla-extract's styles, JSX.
        extends: './vite.config.ts',
        plugins: [testPageManifest()],
        test: {
          name: 'render',
          include: ['tests/render/**/*.test.ts'],
          environment: 'node',
          // One test renders up to fifteen pages: room for a busy shared machine.
          testTimeout: 30_000,
          // vite.config.ts bundles every dependency into the server build (ssr.noExternal); the tests
          // run the installed packages as they are and transform only the app (decision 0032).
          server: { deps: { inline: [] } },
        },
      },
    ],
  },
});
