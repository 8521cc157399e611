import { defineConfig } from 'vitest/config';

// Unit tests of plain modules only, so no Vite plugins (React, router, vanilla-extract) are loaded.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
