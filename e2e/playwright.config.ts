import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { EXTERNAL_URL, portFor, SERVER_COUNT, urlFor } from './tests/support/servers';

// E2E_PORT (the first server's port) lets two runs, or a run beside a dev server, use their own servers.

/**
 * Debian's headless shell (apt-get install chromium-headless-shell), the same Chromium without the
 * full browser around it, as Playwright itself uses for headless runs: on the 2-core CI machine a
 * page load costs it about a third of the CPU time the full browser takes (decision 0041). The full
 * browser (CHROME_PATH, or /usr/bin/chromium) when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Each worker has a server and a seeded database of its own (tests/support/servers.ts); inside a
  // worker, tests run one at a time, a file's tests in order.
  fullyParallel: false,
  workers: SERVER_COUNT,
  // A test that fails once is a finding, fixed at its cause: none is run a second time (Playwright's
  // default, so no retry count is set here, in CI or out of it).
  reporter: 'list',
  // Two browsers and two servers share the CI machine's two cores: an expectation waits up to 10 s
  // for what a visitor would see (a passing one returns as soon as it holds).
  expect: { timeout: 10_000 },
  use: {
    // The fixture in tests/support/test.ts points each worker at its own server.
    baseURL: urlFor(0),
    // A trace records every action's page and a screencast: a third of a test's CPU time on the
    // 2-core machine. CI keeps only its log, so there it records none; a failure still leaves its
    // screenshot and error. Locally a failed test keeps its trace (npx playwright show-trace).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        // Playwright's own browser builds cannot be downloaded here; Debian's Chromium is used instead.
        launchOptions: {
          executablePath: BROWSER,
          // The rest keep Chromium from calling home, which fails (slowly) without internet.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
            // With no GPU, the compositor's separate process drew every frame again in software
            // (a sixth of the browser's CPU time): the browser process composites instead.
            '--disable-gpu-compositing',
            '--disable-software-rasterizer',
            '--in-process-gpu',
          ],
        },
      },
    },
  ],
  // Always fresh servers: each throw-away database must hold exactly the seeded content. The first
  // run may build the site and the console first (scripts/lib/build.mjs lets one server build while
  // the others wait for it).
  webServer: EXTERNAL_URL
    ? undefined
    : Array.from({ length: SERVER_COUNT }, (_, slot) => ({
        command: 'node ../scripts/e2e-server.mjs',
        env: { E2E_PORT: String(portFor(slot)) },
        url: `${urlFor(slot)}/backend/api/settings/read.php`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'pipe' as const,
      })),
});
