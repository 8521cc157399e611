import { defineConfig } from 'vitest/config';

// One real Strapi on a throw-away SQLite database serves the whole run (tests/global-setup.ts);
// test files talk to it over HTTP, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'threads',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
