import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (or a run beside a dev server) use their own servers.
const port = process.env.E2E_PORT ?? '4173';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // One server and one seeded database are shared by every test, so tests run one at a time.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        // Playwright's own browser builds cannot be downloaded here; Debian's Chromium is used instead.
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          // The rest keep Chromium from calling home, which fails (slowly) without internet.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/backend/api/settings/read.php`,
    // Always a fresh server: its throw-away database must hold exactly the seeded content.
    reuseExistingServer: false,
    // The first run may build the site and the console first.
    timeout: 300_000,
    stdout: 'pipe',
  },
});
