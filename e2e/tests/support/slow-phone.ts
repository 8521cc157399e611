import type { Page } from '@playwright/test';

/**
 * A slow phone: the CPU slowed 4x, as Lighthouse's mobile profile does, and the app's entry module
 * held back until the returned `release` is called, so a test acts in the moments between the
 * server's page and the app's taking it over however fast the machine (issues 15 and 47).
 */
export const slowPhone = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};
