import { defineConfig } from 'vitest/config';
import { selection } from './tests/passes';

// One real Strapi on a throw-away SQLite database serves the whole run (tests/global-setup.ts);
// test files talk to it over HTTP, one file at a time. Which files run: tests/passes.ts.
const { include, exclude } = selection(process.env);

export default defineConfig({
  test: {
    include,
    exclude: ['**/node_modules/**', ...exclude],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'threads',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
