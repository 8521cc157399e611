import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { FIRST_PORT } from './support/servers';

/**
 * A site whose owner has not set up email (issue 32), on a server of its own started without the
 * test mail server (scripts/e2e-server.mjs with E2E_MAIL=off): /forgot-password says so before
 * anything is sent and who can help, and the dashboard says new requests reach the owner only there.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const PORT = FIRST_PORT + 40;
const URL = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

const ready = async () => {
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${URL}/backend/api/settings/read.php`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The server without email did not start on ${URL}`);
};

test.beforeAll(async () => {
  // Starting a server takes a while on a busy machine: more than a hook's usual 30 s.
  test.setTimeout(300_000);
  server = spawn(process.execPath, [path.resolve(__dirname, '../../scripts/e2e-server.mjs')], {
    env: { ...process.env, E2E_PORT: String(PORT), E2E_MAIL: 'off', E2E_BUILT: 'true' },
    stdio: 'ignore',
  });
  await ready();
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

/** Opens a page and waits until the app has taken it over (see support/test.ts). */
const open = async (page: Page, where: string) => {
  await page.goto(`${URL}${where}`);
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready');
};

/** Signs in through the form as the fixture admin, landing on /admin. */
const signIn = async (page: Page) => {
  await open(page, '/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${URL}/admin`);
};

test('/forgot-password says email is not set up, and who can help, before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await open(page, '/forgot-password');
  await expect(page.getByText('Password reset by email is not set up on this site.')).toBeVisible();
  await expect(page.getByText(/Another administrator can set a new password for you \(Users › Change password\), or the person who runs the server/)).toBeVisible();
  // No form to send into nothing.
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('before the app arrives, the page the server drew already says so: no promise of a link, no form (issue 44)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${URL}/forgot-password`);
  await expect(page.getByText('Password reset by email is not set up on this site.')).toBeVisible();
  await expect(page.getByText(/we will send you a link/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);
  await context.close();
});

test('the dashboard says new requests reach the owner only there, with a way to set email up', async ({ page }) => {
  await signIn(page);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Email is off: new requests reach you only here.')).toBeVisible();
  await expect(today.getByRole('group', { name: 'Finish setting up your site' }).getByRole('link', { name: 'Email', exact: true })).toBeVisible();
  await today.getByRole('link', { name: 'Set it up.' }).click();
  await expect(page).toHaveURL(`${URL}/admin/settings#email`);
  await expect(page.getByRole('region', { name: 'Email' }).getByText('Email is off: nothing is sent until you enter a mail server and save.')).toBeVisible();
});

test('a mail server that is saved is "not tested yet", and one that fails says why on the card and on Today, with a way to fix it (issue 44)', async ({ page }) => {
  await signIn(page);
  await open(page, '/admin/settings#email');
  const card = page.getByRole('region', { name: 'Email' });
  try {
    // A mail server on this machine where nothing listens: saving it says nothing of whether it works.
    await card.getByLabel('Mail Server').fill('127.0.0.1');
    await card.getByLabel('Port').fill('2525');
    await card.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Email settings saved' })).toBeVisible();
    await expect(card.getByText('Email is set up but not tested yet: send a test email below to check that it works.')).toBeVisible();
    await expect(card.getByText(/^Email is on/)).toHaveCount(0);

    await card.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(card.getByRole('alert')).toHaveText('The test email could not be sent: the mail server refused the connection (check the port).');
    await expect(card.getByText('Email is not working: the mail server refused the connection (check the port). Check the settings below, save, and send a test email.')).toBeVisible();

    await open(page, '/admin');
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByText('Email is not working: the mail server refused the connection (check the port).')).toBeVisible();
    await expect(today.getByText('Email is off: new requests reach you only here.')).toHaveCount(0);
    const checklist = today.getByRole('group', { name: 'Finish setting up your site' });
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Email is not working: fix it so new requests reach you at once.' })).toBeVisible();
    await today.getByRole('link', { name: 'Fix it.' }).click();
    await expect(page).toHaveURL(`${URL}/admin/settings#email`);
  } finally {
    // Email off again, as this site started.
    await open(page, '/admin/settings#email');
    await card.getByLabel('Mail Server').fill('');
    await card.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(card.getByText('Email is off: nothing is sent until you enter a mail server and save.')).toBeVisible();
  }
});
