import type { Page } from '@playwright/test';
import { expect, openAsAdmin, test, uniqueTag } from './support/content';
import { waitForMail } from './support/mail';
import { ADMIN_EMAIL } from './fixtures';

/**
 * The Email card of /admin/settings (issue 32). The browser tests’ servers get SMTP_* from
 * scripts/e2e-server.mjs (a local mail sink), so the card shows that the environment wins, and a
 * test email goes to that sink. What is saved here is put back at the end.
 */
test('the Email card says the environment wins, keeps the password to itself and to its server, and sends a test email', async ({ page, adminApi }) => {
  try {
    await useTheCard(page);
  } finally {
    await adminApi.post('/backend/api/settings/email_update.php', { data: { host: '', password: '', user: '', from: '', notify_email: '' } });
  }
});

async function useTheCard(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsAdmin(page, '/admin/settings');
  const card = page.getByRole('region', { name: 'Email' });
  await expect(card.getByText(/SMTP settings .* are in use, and they win/)).toBeVisible();

  await card.getByLabel('Mail Server').fill('smtp.example.org');
  await card.getByLabel('Port').fill('587');
  await card.getByLabel('Your Email Account').fill('mailer@example.org');
  await card.getByLabel('Password', { exact: true }).fill('Card-Secret-1');
  await card.getByLabel('Sender Address').fill('site@example.org');
  await card.getByRole('button', { name: 'Save Email Settings' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Email settings saved' })).toBeVisible();
  // Never shown again: only that one is stored.
  await expect(card.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(card.getByText('A password is stored (never shown). Leave this empty to keep it.')).toBeVisible();
  await page.reload();
  await expect(card.getByLabel('Mail Server')).toHaveValue('smtp.example.org');
  expect(await page.content()).not.toContain('Card-Secret-1');

  // Another server does not inherit the password (issue 41): the card says so before saving.
  const mailServer = card.getByLabel('Mail Server');
  await mailServer.fill('smtp2.example.org');
  await expect(card.getByText(/^Enter the password again for the new server/)).toBeVisible();
  await mailServer.fill('smtp.example.org');
  await expect(card.getByText('A password is stored (never shown). Leave this empty to keep it.')).toBeVisible();
  // The cloud's metadata service is never a mail server, whatever the server's settings.
  await mailServer.fill('169.254.169.254');
  await card.getByRole('button', { name: 'Save Email Settings' }).click();
  await expect(card.getByRole('alert')).toHaveText('Mail Server cannot be a link-local or cloud metadata address.');
  await mailServer.fill('smtp2.example.org');
  await card.getByRole('button', { name: 'Save Email Settings' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Email settings saved' })).toBeVisible();
  await expect(card.getByText('No password is stored.')).toBeVisible();

  // The test goes to the signed-in admin when no address is typed, and the card says which (issue 44).
  await expect(card.getByText(`Goes to you at ${ADMIN_EMAIL} when empty.`, { exact: false })).toBeVisible();
  const to = `owner-${uniqueTag()}@example.org`;
  await card.getByLabel('Send a Test To').fill(to);
  await card.getByRole('button', { name: 'Send Test Email' }).press('Enter');
  await expect(card.getByRole('status').filter({ hasText: `Test email sent to ${to}` })).toBeVisible();
  const mail = await waitForMail(to);
  expect(mail.data).toContain('Subject: Test email from your website');
}

test('choosing a provider fills the server, the port and Secure, and says where its app password is made (issue 44)', async ({ page }) => {
  await openAsAdmin(page, '/admin/settings');
  const card = page.getByRole('region', { name: 'Email' });
  const provider = card.getByLabel('Your Email Provider');
  await expect(provider).toHaveValue('other');
  await provider.selectOption({ label: 'Gmail' });
  await expect(card.getByLabel('Mail Server')).toHaveValue('smtp.gmail.com');
  await expect(card.getByLabel('Port')).toHaveValue('587');
  await expect(card.getByRole('switch', { name: 'Secure (TLS from the start)' })).not.toBeChecked();
  await expect(card.getByText(/^Gmail needs an app password: .* myaccount\.google\.com\/apppasswords\.$/)).toBeVisible();
  await expect(card.getByLabel('App Password', { exact: true })).toBeVisible();
  await provider.selectOption({ label: 'Yahoo Mail' });
  await expect(card.getByLabel('Mail Server')).toHaveValue('smtp.mail.yahoo.com');
  await expect(card.getByLabel('Port')).toHaveValue('465');
  await expect(card.getByRole('switch', { name: 'Secure (TLS from the start)' })).toBeChecked();
  // Other: the server is typed; nothing of the provider's stays.
  await provider.selectOption({ label: 'Other (type the mail server)' });
  await expect(card.getByLabel('Mail Server')).toHaveValue('');
  await expect(card.getByLabel('Password', { exact: true })).toBeVisible();
});
