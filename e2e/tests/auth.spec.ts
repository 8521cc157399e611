import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, fillSignIn, signIn, test, type UserFactory } from './support/auth';

// Sign in, sign out and the /admin guard (spec sections 2 Login and Admin layout, 4, 6 and 8).

const PENDING = 'Your account is pending approval.';
const DENIED = 'Access denied. Admin privileges required.';

/** A new approved account that is not an admin, signed in through the form: /login turns it away from the admin area. */
async function signInOutsider(page: Page, users: UserFactory, role: 'user' | 'staff' = 'user') {
  const user = await users.create({ role, status: 'approved' });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('status')).toHaveText(DENIED);
  return user;
}

/** The greeting on show (in the top bar on wide screens, in the mobile menu otherwise). */
const greeting = (page: Page, name: string) => page.getByText(`Welcome, ${name}`).filter({ visible: true });

test.describe('sign in', () => {
  test('an admin lands on the dashboard with a greeting', async ({ page, admin }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('banner').getByText(`Welcome back, ${admin.name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('a wrong password shows the invalid-credentials message', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please check your credentials and try again.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a network failure of the login call shows the connection message', async ({ page }) => {
    await page.route('**/backend/api/users/login.php', (route) => route.abort('connectionrefused'));
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('An error occurred during login. Please check your connection.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('the show/hide toggle switches the password input type', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-value');

    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the login page links to registration and home', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Back to website' })).toHaveAttribute('href', '/');
  });
});

test.describe('sign out', () => {
  test('logout from the admin header goes home and closes the admin area', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL('/admin');

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('session failures', () => {
  test('logout goes home and clears the greeting even when the logout call fails', async ({ page, users }) => {
    const user = await signInOutsider(page, users);
    await page.goto('/about');
    await expect(greeting(page, user.name)).toBeVisible();

    await page.route('**/backend/api/users/logout.php', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${user.name}`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('a session check that cannot reach the server counts as signed out', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL('/admin');

    await page.route('**/backend/api/users/verify_session.php', (route) => route.abort('connectionrefused'));
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('returning to the origin', () => {
  test('a signed-out visit to /admin/users returns there after sign-in, replacing history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login/);

    await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });
});

test.describe('the admin guard', () => {
  // Status is checked before role: even an admin who is not approved gets the pending notice.
  const turnedAway = [
    { who: 'a pending user', role: 'user', status: 'pending', notice: ['pending-approval', PENDING] },
    { who: 'a disapproved admin', role: 'admin', status: 'disapproved', notice: ['pending-approval', PENDING] },
    { who: 'an approved user', role: 'user', status: 'approved', notice: ['access-denied', DENIED] },
    { who: 'an approved staff', role: 'staff', status: 'approved', notice: ['access-denied', DENIED] },
  ] as const;
  for (const { who, role, status, notice: [name, text] } of turnedAway) {
    test(`${who} is sent to /login with the ${name} notice`, async ({ page, users }) => {
      const user = await users.create({ role, status });
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('status')).toHaveText(text);

      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('status')).toHaveText(text);
    });
  }
});

test.describe('the public header', () => {
  test('a signed-in user is greeted with a logout button and no Admin Panel link', async ({ page, users }) => {
    const user = await signInOutsider(page, users);

    await page.goto('/');
    await expect(greeting(page, user.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('a signed-in admin also sees the Admin Panel link', async ({ page, admin }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL('/admin');

    await page.goto('/');
    await expect(greeting(page, admin.name)).toBeVisible();
    const adminPanel = page.getByRole('link', { name: 'Admin Panel' });
    await expect(adminPanel).toBeVisible();
    await adminPanel.click();
    await expect(page).toHaveURL('/admin');
  });

  test('signed out, there is no greeting, logout or Admin Panel link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('logout from the public header signs out and stays home', async ({ page, users }) => {
    const user = await signInOutsider(page, users, 'staff');
    await page.goto('/');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${user.name}`)).toHaveCount(0);
  });
});
