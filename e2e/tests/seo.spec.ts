import { expect, test } from './support/test';

/**
 * Issue 8, "Search-ready without JavaScript": the server's 404 status for unknown paths must not
 * stop the app from showing its own pages, and the app takes over the server-rendered head.
 */
test.describe('server-rendered pages in the browser', () => {
  test('an unknown path answers 404 and the app shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a service slug that does not exist answers 404 and the app shows "Service not found"', async ({ page }) => {
    const response = await page.goto('/services/no-such-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Service not found').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Services' })).toBeVisible();
  });

  test('a program slug that does not exist answers 404 and the app shows "Program not found"', async ({ page }) => {
    const response = await page.goto('/programs/no-such-program');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Program not found').first()).toBeVisible();
  });

  test('a service page arrives with its own title, and the app keeps it', async ({ page }) => {
    const response = await page.goto('/services/personal-care');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toMatch(/<title>Personal Care \| [^<]+<\/title>/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Care' })).toBeVisible();
    await expect(page).toHaveTitle(/^Personal Care \| /);
    // Each block of structured data parses.
    for (const text of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(() => JSON.parse(text)).not.toThrow();
  });
});
