import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, findUserByEmail, openUsers, signIn, test, toast, uniqueEmail, uniqueTag, userRow } from './support/auth';

// Self-registration (spec sections 2 Register, 4 Registration, 5 and 8) and an admin approving it.

const REGISTERED = 'Account created successfully! Your account is pending approval. You will be notified once approved.';

type Form = { firstName: string; lastName: string; email: string; phone: string; password: string; confirm: string };

const newPerson = (): Form => {
  const tag = uniqueTag();
  return { firstName: 'Robin', lastName: `Newcomer${tag}`, email: uniqueEmail(tag), phone: '3605550177', password: `Pw-${tag}`, confirm: `Pw-${tag}` };
};

async function fillRegistration(page: Page, form: Form) {
  await page.getByLabel('First Name').fill(form.firstName);
  await page.getByLabel('Last Name').fill(form.lastName);
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Phone').fill(form.phone);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(form.confirm);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Create Account' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('the form has every field and a link to sign in', async ({ page }) => {
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('an empty submit says all fields are required', async ({ page }) => {
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('All fields are required.');
  await expect(page).toHaveURL('/register');
});

test('a single missing field also says all fields are required', async ({ page }) => {
  await fillRegistration(page, { ...newPerson(), phone: '' });
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('All fields are required.');
});

test("mismatched passwords say they don't match", async ({ page }) => {
  await fillRegistration(page, { ...newPerson(), confirm: 'Something-else1' });
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText("Passwords don't match");
});

test('a 5-character password is too short', async ({ page }) => {
  await fillRegistration(page, { ...newPerson(), password: 'Ab1c5', confirm: 'Ab1c5' });
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
});

test("a duplicate email shows the server's message", async ({ page, users }) => {
  const existing = await users.create();
  await fillRegistration(page, { ...newPerson(), email: existing.email });
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a network failure shows the connection message', async ({ page }) => {
  await page.route('**/backend/api/users/create.php', (route) => route.abort('connectionrefused'));
  await fillRegistration(page, newPerson());
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('An error occurred. Please check your connection and try again.');
});

test('a server failure without a message shows the generic failure', async ({ page }) => {
  await page.route('**/backend/api/users/create.php', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }));
  await fillRegistration(page, newPerson());
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('Failed to create account. Please try again.');
});

test('a successful registration is pending and moves to /login after about 3 seconds', async ({ page, users, adminApi }) => {
  const person = newPerson();
  users.track(person.email);
  await fillRegistration(page, person);
  await submit(page);

  await expect(page.getByRole('status')).toHaveText(REGISTERED);
  const shownAt = Date.now();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
  const waited = Date.now() - shownAt;
  expect(waited).toBeGreaterThan(2_000);
  expect(waited).toBeLessThan(6_000);

  const created = await findUserByEmail(adminApi, person.email);
  expect(created).toMatchObject({ name: `${person.firstName} ${person.lastName}`, phone: person.phone, role: 'user', status: 'pending' });
});

test('an admin approves a new account as admin, and it can then reach /admin', async ({ page, users }) => {
  test.slow();
  const person = newPerson();
  const name = `${person.firstName} ${person.lastName}`;
  users.track(person.email);
  await fillRegistration(page, person);
  await submit(page);
  await expect(page.getByRole('status')).toHaveText(REGISTERED);
  await expect(page).toHaveURL('/login', { timeout: 10_000 });

  // Before approval the new account is turned away by the guard.
  await signIn(page, person.email, person.password);
  await expect(page.getByRole('status')).toHaveText('Your account is pending approval.');

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
  await openUsers(page, person.email.toUpperCase());
  const row = userRow(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'pending' })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByLabel('Status').selectOption('approved');
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'Success', 'User updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'approved' })).toBeVisible();
  // The role, and what it gives in words (issue 44).
  await expect(row.getByRole('cell', { name: /^admin\s*,\s*Manage the website$/ })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();
});
