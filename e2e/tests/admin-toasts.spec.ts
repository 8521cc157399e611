import { openAddDialog, openAdminList } from './support/catalog';
import { expect, SERVICE_WORDS, test, toast } from './support/content';
import { slowClock } from './support/test';

/**
 * The admin's toasts (spec section 9, issue 17): bottom-right, at most three at once with the
 * newest on top, each with its own Close button, and Alt+T takes keyboard focus to them. Four
 * refused saves, each refused for another reason, raise four different error toasts.
 */

/** A closed toast leaves the page a second later by its clock: three seconds of real time while it runs slow, more on a busy machine. */
const GONE_MS = 15_000;

test('at most three toasts show, newest on top; Alt+T reaches them and each closes', async ({ page }) => {
  // Error toasts last 6 seconds, less than four refused saves can take on a busy machine: the page's
  // clock runs slow while the stack is made and closed, so the test takes longer than most.
  test.slow();
  await page.clock.install();
  await openAdminList(page, SERVICE_WORDS);
  const normalTime = await slowClock(page);
  const form = await openAddDialog(page, SERVICE_WORDS);
  const title = form.getByLabel('Title', { exact: true });
  const create = form.getByRole('button', { name: 'Create Service' });
  const messages = [
    'Title is required',
    'Title must be at most 200 characters',
    'Failed to create service: the server could not be reached. Check your internet connection and try again.',
    'Failed to create service. Please try again.',
  ];

  await create.click();
  await expect(toast(page, messages[0])).toBeVisible();
  await title.fill('x'.repeat(201));
  await create.click();
  await expect(toast(page, messages[1])).toBeVisible();
  await title.fill('A service the server cannot hear about');
  await page.route('**/backend/api/services/create.php', (route) => route.abort('internetdisconnected'), { times: 1 });
  await create.click();
  await expect(toast(page, messages[2])).toBeVisible();
  await page.route('**/backend/api/services/create.php', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }), { times: 1 });
  await create.click();
  await expect(toast(page, messages[3])).toBeVisible();

  // The oldest made room; the other three stack newest on top, in the bottom-right corner.
  await expect(toast(page, messages[0])).toHaveCount(0, { timeout: GONE_MS });
  const tops = await Promise.all(messages.slice(1).map(async (message) => (await toast(page, message).boundingBox())!.y));
  expect(tops[2], 'the newest is on top').toBeLessThan(tops[1]);
  expect(tops[1]).toBeLessThan(tops[0]);
  const viewport = page.viewportSize()!;
  const newest = (await toast(page, messages[3]).boundingBox())!;
  expect(newest.x + newest.width).toBeGreaterThan(viewport.width / 2);

  // Alt+T: focus moves to the newest toast; Tab reaches its Close button, which closes it.
  await form.getByLabel('Description', { exact: true }).focus();
  await page.keyboard.press('Alt+t');
  await expect(toast(page, messages[3])).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast(page, messages[3]).getByRole('button', { name: 'Close toast' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, messages[3])).toHaveCount(0, { timeout: GONE_MS });
  for (const message of messages.slice(1, 3)) {
    await toast(page, message).getByRole('button', { name: 'Close toast' }).click();
    await expect(toast(page, message)).toHaveCount(0, { timeout: GONE_MS });
  }
  // Nothing was saved, and the form still holds what was typed.
  await expect(title).toHaveValue('A service the server cannot hear about');
  await normalTime();
});

test('an error toast goes away when the next attempt succeeds', async ({ page, cleanup }) => {
  const title = `Saved on the second try ${Date.now()}`;
  cleanup.catalog(SERVICE_WORDS, title);
  await openAdminList(page, SERVICE_WORDS);
  const form = await openAddDialog(page, SERVICE_WORDS);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await page.route('**/backend/api/services/create.php', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }), { times: 1 });
  await form.getByRole('button', { name: 'Create Service' }).click();
  const failed = toast(page, 'Failed to create service. Please try again.');
  await expect(failed).toBeVisible();

  await form.getByRole('button', { name: 'Create Service' }).click();
  await expect(toast(page, 'Service created successfully.')).toBeVisible();
  // Well before its own 6 seconds are up: taken away by the success, not by time.
  await expect(failed).toHaveCount(0, { timeout: 2500 });
});
