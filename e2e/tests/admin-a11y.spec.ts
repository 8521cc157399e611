import { violations } from './support/a11y';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, signInViaApi, test } from './support/auth';

// axe reports no violations on the sign-in, registration and admin screens, wide and narrow.

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of WIDTHS) {
  test.describe(`at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('/login has no violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('/login with an error and a notice has no violations', async ({ page }) => {
      await page.goto('/login?reason=pending');
      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('status')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('/register has no violations, also with an error shown', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('alert')).toHaveText('All fields are required.');
      expect(await violations(page)).toEqual([]);
    });

    test.describe('signed in as admin', () => {
      test.beforeEach(async ({ page }) => {
        await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      });

      test('/admin has no violations', async ({ page }) => {
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link').filter({ hasText: 'Total Users' })).toHaveText(/\d/);
        expect(await violations(page)).toEqual([]);
      });

      test('/admin with the sidebar toggled (the menu drawer open on a phone) has no violations', async ({ page }) => {
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
        if (size.name === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Admin Panel' }).getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
        } else {
          await page.getByRole('button', { name: /(Collapse|Expand) sidebar/ }).click();
          await expect(page.getByRole('button', { name: /(Collapse|Expand) sidebar/ })).toBeVisible();
        }
        expect(await violations(page)).toEqual([]);
      });

      test('/admin/notifications has no violations', async ({ page }) => {
        await page.goto('/admin/notifications');
        await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
        // What this browser can do about alerts is said (the headless shell has no notifications: "blocked").
        await expect(page.getByRole('region', { name: 'This device' }).getByRole('status')).not.toBeEmpty();
        expect(await violations(page)).toEqual([]);
      });

      test('/admin/users has no violations', async ({ page }) => {
        await page.goto('/admin/users');
        await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test('/admin/users with the add-user dialog open has no violations', async ({ page }) => {
        await page.goto('/admin/users');
        await page.getByRole('button', { name: 'Add New User' }).click();
        await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test('/admin/users with a success toast has no violations', async ({ page, users }) => {
        const user = await users.create();
        await page.goto('/admin/users');
        await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
        await page.getByRole('button', { name: `Edit ${user.name}` }).click();
        await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Update User' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'User updated successfully.' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });
  });
}
