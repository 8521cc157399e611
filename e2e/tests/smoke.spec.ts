import { expect, test } from './support/test';

test('the home page shows the seeded business name', async ({ page, request }) => {
  const res = await request.get('/backend/api/settings/read.php');
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { business_name: string } };
  expect(data.business_name).toBeTruthy();

  await page.goto('/');
  const heading = page.locator('h1');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText(data.business_name);
});

test('the public API answers with seeded content', async ({ request }) => {
  const services = await request.get('/backend/api/services/public_read.php');
  expect(services.status()).toBe(200);
  const { records } = (await services.json()) as { records: Array<Record<string, unknown>> };
  expect(Array.isArray(records)).toBe(true);
  expect(records.length).toBeGreaterThan(0);
  for (const service of records) {
    expect(typeof service.title).toBe('string');
    expect(Array.isArray(service.features)).toBe(true);
    expect(service.status).toBe('active');
  }

  const faqs = await request.get('/backend/api/faqs/read.php');
  expect(faqs.status()).toBe(200);
  const body = (await faqs.json()) as { success: boolean; data: unknown[] };
  expect(body.success).toBe(true);
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.data.length).toBeGreaterThan(0);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();

  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL('/');
});
