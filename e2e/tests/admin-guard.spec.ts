import type { Page } from '@playwright/test';
import { API, expect, signIn, test } from './support/auth';

/** An admin call from the open screen: adding an FAQ through its dialog. */
const addFaq = async (page: Page) => {
  await page.getByRole('button', { name: 'Add New FAQ' }).click();
  const form = page.getByRole('dialog', { name: 'Add New FAQ' });
  await form.getByLabel('Question').fill('Is this refused?');
  await form.getByLabel('Answer').fill('It should be.');
  await form.getByRole('button', { name: 'Create FAQ' }).click();
};

/**
 * The /admin guard is one check in the layout route (spec section 4), re-run when an admin call is
 * refused while a screen is open: the screen then says why, in the words of spec section 6.
 */
test.describe('a session that changes while an admin screen is open', () => {
  test('signed out elsewhere: the next call shows Authentication Required and a way back to the login', async ({ page, users }) => {
    const admin = await users.create({ role: 'admin', status: 'approved' });
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/faqs');
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeVisible();

    // The session ends on the server (as a logout in another tab would end it).
    expect((await page.request.post(API.logout)).status()).toBe(200);
    await addFaq(page);

    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in as an administrator to access this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeHidden();
  });

  test('a refused area asks for no admin data: going back to the dashboard shows its notice without reading the counts', async ({ page, users }) => {
    const admin = await users.create({ role: 'admin', status: 'approved' });
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    // Inside the app (the sidebar), so that going back stays in the admin area the guard let in.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeVisible();

    expect((await page.request.post(API.logout)).status()).toBe(200);
    await addFaq(page);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

    const adminReads: string[] = [];
    page.on('request', (request) => {
      if (/\/backend\/api\/(users|services|programs|inquiries|faqs)\/(read|admin_read)\.php/.test(request.url())) adminReads.push(request.url());
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    // The dashboard's counts would read four lists; a refused area starts none of them.
    await page.waitForLoadState('networkidle');
    expect(adminReads).toEqual([]);
  });

  test('no longer an admin: the FAQ screen says access is denied, and the other screens say it in their words', async ({ page, users, adminApi }) => {
    const admin = await users.create({ role: 'admin', status: 'approved' });
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/faqs');
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeVisible();

    // Another admin makes them staff: their session stays, but admin calls are refused (403).
    const demoted = await adminApi.post(API.update, { data: { id: admin.id, role: 'staff' } });
    expect(demoted.status()).toBe(200);
    await addFaq(page);

    await expect(page.getByRole('heading', { name: 'Access denied. Admin privileges required.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeHidden();

    // Entering the area again is the guard's first check: a redirect to /login with the spec's message.
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('status')).toHaveText('Access denied. Admin privileges required.');
  });
});
