import type { Page } from '@playwright/test';
import { apiLogin, expect, fillSignIn, signIn, signInViaApi, test, toast, uniqueEmail } from './support/auth';
import { violations } from './support/a11y';

/**
 * An admin's own name, email, phone and password (issue 44): Settings' Profile Settings card, and
 * the welcome on a sign-in with a password someone else made.
 */

const WELCOME = 'Welcome! Make this account yours';
const greeting = (page: Page) => page.getByRole('banner').getByText(/^Welcome back, /);

test('Profile Settings shows my own account and saves my name and phone, and my email only with my password', async ({ page, users, apiAs }) => {
  const me = await users.create({ role: 'admin', status: 'approved' });
  await signInViaApi(page, me.email, me.password);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Profile Settings' });
  await expect(card.getByLabel('Full Name')).toHaveValue(me.name);
  await expect(card.getByLabel('Email', { exact: true })).toHaveValue(me.email);

  await card.getByLabel('Full Name').fill('Grace Okafor');
  await card.getByLabel('Phone', { exact: true }).fill('(360) 555-0142');
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await expect(card.getByRole('status')).toHaveText('Your profile was saved.');
  await expect(greeting(page)).toHaveText('Welcome back, Grace Okafor');

  // A new email without the current password: said under that field, which gets the focus.
  const newEmail = uniqueEmail();
  users.track(newEmail);
  await card.getByLabel('Email', { exact: true }).fill(newEmail);
  await card.getByRole('button', { name: 'Save Profile' }).click();
  const current = card.getByLabel('Current Password');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText('Please enter your current password to change your email or password.')).toBeVisible();

  // A wrong one: the server's words, under the same field; what was typed stays.
  await current.fill('Not-my-password-1');
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await expect(card.getByText('That password is not correct.')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(card.getByLabel('Email', { exact: true })).toHaveValue(newEmail);

  await current.fill(me.password);
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await expect(card.getByRole('status')).toHaveText('Your profile was saved.');
  await expect(current).toHaveValue('');
  // apiAs signs in and fails the test if the new email does not work.
  await apiAs(newEmail, me.password);

  // A change not saved is not dropped by leaving the page: it asks first.
  await card.getByLabel('Full Name').fill('Typed, not saved');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(card.getByLabel('Full Name')).toHaveValue('Typed, not saved');
});

test('a sign-in with a password an admin made is welcomed: Later puts it off until the next sign-in, and saving makes the account hers', async ({ page, users }) => {
  const her = await users.create({ role: 'admin', status: 'approved', madeTheirOwn: false });
  await signIn(page, her.email, her.password);
  await expect(page).toHaveURL('/admin');
  const welcome = page.getByRole('dialog', { name: WELCOME });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByLabel('Full Name')).toBeFocused();
  expect(await violations(page, [], 'dialog[open]')).toEqual([]);

  // Later: not asked again on this visit, even after a reload.
  await welcome.getByRole('button', { name: 'Later' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(welcome).toBeHidden();

  // The next sign-in asks again.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, her.email, her.password);
  await expect(welcome).toBeVisible();

  // A new password is required, and must be typed twice alike.
  await welcome.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(welcome.getByLabel('New Password', { exact: true })).toBeFocused();
  await expect(welcome.getByText('Please choose a new password.')).toBeVisible();

  const newEmail = uniqueEmail();
  users.track(newEmail);
  await welcome.getByLabel('Full Name').fill('Maria Santos');
  await welcome.getByLabel('Email', { exact: true }).fill(newEmail);
  await welcome.getByLabel('Current Password').fill(her.password);
  await welcome.getByLabel('New Password', { exact: true }).fill('Marias-own-pass1');
  await welcome.getByLabel('Confirm New Password').fill('Marias-own-pass2');
  await welcome.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(welcome.getByText('Passwords do not match')).toBeVisible();
  await welcome.getByLabel('Confirm New Password').fill('Marias-own-pass1');
  await welcome.getByRole('button', { name: 'Save and Continue' }).click();

  await expect(toast(page, 'Success', 'Your profile was saved.')).toBeVisible();
  await expect(welcome).toBeHidden();
  await expect(greeting(page)).toHaveText('Welcome back, Maria Santos');

  // Her own email and password now; and no welcome any more.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await fillSignIn(page, her.email, her.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await fillSignIn(page, newEmail, 'Marias-own-pass1');
  await expect(page).toHaveURL('/admin');
  await expect(greeting(page)).toHaveText('Welcome back, Maria Santos');
  await expect(welcome).toBeHidden();
  expect(await apiLogin(page.request, newEmail, 'Marias-own-pass1')).toBe(200);
});

test('closing the welcome with something typed asks before dropping it', async ({ page, users }) => {
  const her = await users.create({ role: 'admin', status: 'approved', madeTheirOwn: false });
  await signIn(page, her.email, her.password);
  const welcome = page.getByRole('dialog', { name: WELCOME });
  await welcome.getByLabel('Full Name').fill('Typed but not saved');
  await welcome.getByRole('button', { name: 'Later' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(welcome.getByLabel('Full Name')).toHaveValue('Typed but not saved');
});
