import type { Page } from '@playwright/test';
import { apiLogin, expect, fillSignIn, test, uniqueEmail, uniqueTag } from './support/auth';
import { mailFor, waitForMail } from './support/mail';

/**
 * Forgotten passwords (issue 20): "Forgot password?" on /login asks for a link, the same answer
 * for every address; the link arrives by email (a test mail server on loopback) and sets a new
 * password once; the sign-in page then says so.
 */
const SENT = 'If an account uses that email, we have sent it a link to set a new password. The link works for 1 hour.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** The link in a reset email, as a path on this site. */
const resetLink = (data: string) => {
  const found = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(data);
  expect(found, 'a reset link in the email').not.toBeNull();
  return found![0];
};

async function askForLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  // The form is done with: only the answer and the way back remain.
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);
}

test('a forgotten password is set again through the emailed link, which works once', async ({ page, users, request }) => {
  const oldPassword = `Old-${uniqueTag()}`;
  const user = await users.create({ role: 'admin', status: 'approved', password: oldPassword });

  await askForLink(page, user.email);
  const mail = await waitForMail(user.email);
  const link = resetLink(mail.data);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  const newPassword = `New-${uniqueTag()}`;
  // The spec's rules, in its words, before anything is sent.
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText("Passwords don't match");

  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL('/login?reason=password-set');
  await expect(page.getByRole('status')).toHaveText('Your password has been set. Please sign in with your new password.');

  // The old password no longer works; the new one does, through the form.
  expect(await apiLogin(request, user.email, oldPassword)).toBe(401);
  await fillSignIn(page, user.email, newPassword);
  await expect(page).toHaveURL('/admin');

  // The same link a second time is refused.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Another-1234');
  await page.getByLabel('Confirm New Password').fill('Another-1234');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('an address without an account gets the same answer and no email', async ({ page, users }) => {
  const nobody = uniqueEmail(`nobody-${uniqueTag()}`);
  await askForLink(page, nobody);

  // A real account asked right after: once its mail is in, the unknown address has had time for one too.
  const user = await users.create();
  await askForLink(page, user.email);
  await waitForMail(user.email);
  expect(mailFor(nobody)).toEqual([]);
});

test('a link without a token, or a made-up one, says it is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(INVALID);
  await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);

  await page.goto(`/reset-password?token=${'a'.repeat(43)}`);
  await page.getByLabel('New Password', { exact: true }).fill('Guessed-12345');
  await page.getByLabel('Confirm New Password').fill('Guessed-12345');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID);
});
