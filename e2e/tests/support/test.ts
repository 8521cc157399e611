import { expect, test as base, type Page } from '@playwright/test';
import { currentSlot, urlFor } from './servers';

export { expect };

/** The page has been taken over by the app, or is not one of the app's pages at all. */
const appReady = () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready';

/**
 * Playwright's test with two additions.
 * - Each worker talks to its own server (./servers.ts): `baseURL`, and with it page, request and
 *   every API context made from it, is that server's.
 * - A public page arrives drawn by the server; its links work at once, but its buttons answer only
 *   once the app has taken it over (the app then sets data-app="ready" on <html>). page.goto and
 *   page.reload wait for that too, so no test clicks a button that cannot answer yet.
 *   `waitUntil: 'commit'` still returns as soon as the page is on its way.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(urlFor(currentSlot())),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const thenReady = async <T>(navigation: Promise<T>, waitUntil?: string) => {
      const response = await navigation;
      if (waitUntil !== 'commit') await page.waitForFunction(appReady);
      return response;
    };
    page.goto = (url, options) => thenReady(goto(url, options), options?.waitUntil);
    page.reload = (options) => thenReady(reload(options), options?.waitUntil);
    await use(page);
  },
});

/**
 * Opens `path` the way a visitor reaches it from another page of the site: inside the app, which
 * then reads the page's data itself. (A page loaded from the address bar arrives drawn by the
 * server with its data, so the browser's loading and error states cannot show on it.) The app is
 * started on the sign-in page, which the browser draws alone.
 */
export const openInApp = async (page: Page, path: string) => {
  await page.goto('/login');
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

/**
 * Waits until the page has nothing left to do and the test has seen every request it sent: two
 * frames drawn (observers such as IntersectionObserver report at a frame), then a moment in which
 * the browser's main thread is idle, then a marker request the page sends from there has reached
 * the test. Requests reach the test in the order the page sent them, so one sent before the
 * marker (by a click, or by code that ran on one of those frames) has been seen by then too.
 */
export const settled = async (page: Page) => {
  const marker = `/robots.txt?settled=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(async (url) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await new Promise((resolve) => requestIdleCallback(resolve));
    await fetch(url);
  }, marker);
  await seen;
};

/**
 * Makes the page's clock run at about a third of real time from now until the returned function is
 * called, for tests of things that last a few seconds (toasts) on a machine that may be slow: what
 * the test does in between happens in fewer of the page's seconds, however busy the machine. The
 * clock must have been installed (page.clock.install()) before the page was loaded. Timers still
 * fire in order and data still arrives, only later by the page's clock.
 */
export const slowClock = async (page: Page): Promise<() => Promise<void>> => {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  let running = true;
  const ticking = (async () => {
    while (running) {
      // A closed page ends the loop; the test's own calls report what went wrong.
      if (!(await page.clock.runFor(15).then(() => true, () => false))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await ticking;
    await page.clock.resume();
  };
};
