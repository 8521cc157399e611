import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL } from './fixtures';
import { readable } from './support/mail';
import { deviceKeys, readPush, startPushService } from './support/push-service';
import { FIRST_PORT } from './support/servers';

/**
 * A fresh site, as its owner first finds it (issues 32 and 44), on a server of its own started
 * without the test mail server (scripts/e2e-server.mjs with E2E_MAIL=off) and without a given
 * admin password (the server makes one and prints it once): /forgot-password says email is off
 * before anything is sent and who can help, the dashboard says new requests reach the owner only
 * there; and, last, the owner's first hour, from her first sign-in to an approved caregiver.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const PORT = FIRST_PORT + 40;
const URL = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
const WELCOME = 'Welcome! Make this account yours';

/**
 * A throw-away certificate for 127.0.0.1, for the owner's own mail server's STARTTLS: the site
 * trusts it through MAIL_TLS_CA_FILE, so certificates are still checked (cms/tests do the same).
 */
const certificateDir = mkdtempSync(path.join(os.tmpdir(), 'afh-e2e-first-hour-'));
const certificate = () => {
  const cert = path.join(certificateDir, 'ca.pem');
  const key = path.join(certificateDir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr}`);
  return { cert, key };
};

/** The certificate's authority, trusted by the server for mail (MAIL_TLS_CA_FILE) and for push services (NODE_EXTRA_CA_CERTS). */
const trusting = (cert: string) => ({ MAIL_TLS_CA_FILE: cert, NODE_EXTRA_CA_CERTS: cert });

/** The first admin's password, as the server printed it on its first start. */
let adminPassword = '';

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
    // The local push service (issue 45) is trusted the way an operator trusts a private authority.
    env: { ...process.env, E2E_PORT: String(PORT), E2E_MAIL: 'off', E2E_BUILT: 'true', E2E_ADMIN_PASSWORD: '', ...trusting(certificate().cert) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // The log is read to its end (a full pipe would hold the server up); its one line with the password is kept.
  let log = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    if (adminPassword) return;
    log += chunk.toString();
    adminPassword = /First admin created: \S+ \/ (\S+)/.exec(log)?.[1] ?? '';
  });
  await ready();
  expect(adminPassword, 'the password the server printed').not.toBe('');
});

test.afterAll(async () => {
  rmSync(certificateDir, { recursive: true, force: true });
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

/** Signs in through the form as the first admin, landing on /admin (her welcome put off). */
const signIn = async (page: Page) => {
  await open(page, '/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${URL}/admin`);
  await page.getByRole('dialog', { name: WELCOME }).getByRole('button', { name: 'Later' }).click();
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

/**
 * The push service's part, in the page: the browser's real one is on the internet, so its
 * subscribe answers with the local push service's address and the test's keys. The service
 * worker, the permission, the page and the server are the real ones.
 */
const pushServiceInPage = async (page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
  await page.context().grantPermissions(['notifications'], { origin: URL });
  await page.addInitScript((given) => {
    // Kept across page loads, as the browser keeps a subscription.
    const KEPT = 'e2e-push-subscription';
    // What the screen reads of a subscription; the rest of PushSubscription it never touches.
    const make = (): Pick<PushSubscription, 'endpoint' | 'expirationTime' | 'toJSON' | 'unsubscribe'> => ({
      endpoint: given.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => (sessionStorage.removeItem(KEPT), true),
    });
    Object.assign(PushManager.prototype, {
      subscribe: async () => (sessionStorage.setItem(KEPT, 'yes'), make()),
      getSubscription: async () => (sessionStorage.getItem(KEPT) ? make() : null),
    });
  }, subscription);
};

/** The alerts the admin's service worker shows, as the device would list them. */
const shownAlerts = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/admin');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((alert) => ({ title: alert.title, body: alert.body, url: (alert.data as { url?: string } | null)?.url ?? '' }));
  });

/**
 * The full Chromium: the headless shell the other tests use has no notifications (its permission
 * reads "denied" whatever is granted), so the device's side runs in the browser a person has.
 */
const fullBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

test('with email off, a new request reaches the owner\'s phone: alerts on, the push for a family\'s request, shown and opened, a test alert, and a device the push service forgot (issue 45)', async () => {
  const tls = { cert: path.join(certificateDir, 'ca.pem'), key: path.join(certificateDir, 'key.pem') };
  const pushService = await startPushService(tls);
  const keys = deviceKeys();
  const browser = await fullBrowser();
  const page = await browser.newPage();
  try {
    await pushServiceInPage(page, { endpoint: pushService.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    await signIn(page);
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('This device does not get alerts.')).toBeVisible();
    await page.getByRole('button', { name: 'Alert me on this device' }).click();
    await expect(page.getByText('Alerts are on for this device.')).toBeVisible();
    await expect(page.getByText('This device gets alerts.')).toBeVisible();

    // A family asks for a tour; the owner's device is told within seconds, email or not.
    const tag = String(Date.now());
    const sent = await page.request.post(`${URL}/backend/api/contact/submit.php`, {
      data: { firstName: 'Adaline', lastName: `Moreno${tag}`, email: `adaline.${tag}@example.com`, phone: '(360) 555-0144', serviceType: 'Schedule a Tour', message: `Mom needs help with insulin. [${tag}]` },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => pushService.received.length, { timeout: 5_000 }).toBe(1);
    const [push] = pushService.received;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = readPush(push.body, keys);
    const alert = JSON.parse(payload) as { title: string; url: string };
    expect(alert.title).toBe('New tour request from Adaline');
    // Nothing of what the family wrote, nor how to reach them, is on a lock screen.
    for (const secret of ['insulin', tag, 'Moreno', '555-0144']) expect(payload).not.toContain(secret);

    // The device shows it: the push as the push service hands it to the admin's service worker.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const admin = registrations.find((registration) => registration.scopeURL === `${URL}/admin` && !registration.isDeleted);
        if (admin) resolve(admin.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: URL, registrationId: await registrationId, data: payload });
    await expect.poll(() => shownAlerts(page)).toEqual([{ title: 'New tour request from Adaline', body: 'Tap to open it in the inbox.', url: expect.stringMatching(/\/admin\/inquiries\?open=\d+$/) }]);

    // Its address opens that request.
    const [shown] = await shownAlerts(page);
    await open(page, new globalThis.URL(shown.url).pathname + new globalThis.URL(shown.url).search);
    const details = page.getByRole('dialog', { name: 'Inquiry Details' });
    await expect(details.getByText(`Adaline Moreno${tag}`).first()).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).first().click();

    // A test alert reaches the device; one the push service no longer knows is dropped, in words.
    await open(page, '/admin/notifications');
    await page.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(page.getByText('A test alert is on its way. It should show on the device in a few seconds.')).toBeVisible();
    expect(JSON.parse(readPush(pushService.received[1].body, keys))).toMatchObject({ title: 'Test alert', url: '/admin/notifications' });
    pushService.answerWith(410);
    await page.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(page.getByText(/The test alert was not delivered: the push service no longer knows this device, so it was removed\./)).toBeVisible();

    await page.getByRole('button', { name: 'Stop alerts on this device' }).click();
    await expect(page.getByText('This device does not get alerts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alert me on this device' })).toBeVisible();
  } finally {
    await browser.close();
    await pushService.close();
  }
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

/**
 * The owner's own mail provider, on this machine: STARTTLS with the test certificate, a login only
 * with her app password (any other is refused with 535, as Gmail refuses a normal password), and
 * every message kept.
 */
const ownMailServer = async () => {
  const { cert, key } = { cert: path.join(certificateDir, 'ca.pem'), key: path.join(certificateDir, 'key.pem') };
  const received: Array<{ to: string[]; data: string }> = [];
  const mail = new SMTPServer({
    key: readFileSync(key),
    cert: readFileSync(cert),
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, callback) => (auth.password === 'her-app-password' ? callback(null, { user: auth.username ?? '' }) : callback(new Error('Username and Password not accepted'))),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: readable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => mail.listen(0, '127.0.0.1', resolve));
  const address = mail.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const mailTo = async (to: string, nth = 1) => {
    await expect.poll(() => received.filter((one) => one.to.includes(to)).length, { message: `mail number ${nth} to ${to}`, timeout: 20_000 }).toBeGreaterThanOrEqual(nth);
    return received.filter((one) => one.to.includes(to))[nth - 1];
  };
  return { port, mailTo, close: () => new Promise<void>((resolve) => mail.close(resolve)) };
};

test("the owner's first hour: her own account, email from a preset that fails and says why and then works, a reset link that works, a caregiver approved as admin (issue 44)", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const provider = await ownMailServer();
  const her = { name: 'Linda Marsh', email: 'linda.marsh@home.test', password: 'Lindas-own-pass1' };
  try {
    // Her first sign-in, with the password the server printed: the welcome asks for her own account.
    await open(page, '/login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const welcome = page.getByRole('dialog', { name: WELCOME });
    await expect(welcome).toBeVisible();
    await welcome.getByLabel('Full Name').fill(her.name);
    await welcome.getByLabel('Email', { exact: true }).fill(her.email);
    await welcome.getByLabel('Current Password').fill(adminPassword);
    await welcome.getByLabel('New Password', { exact: true }).fill(her.password);
    await welcome.getByLabel('Confirm New Password').fill(her.password);
    await welcome.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('banner').getByText(`Welcome back, ${her.name}`)).toBeVisible();

    // Email: a preset fills the server and says where an app password is made.
    await open(page, '/admin/settings#email');
    const card = page.getByRole('region', { name: 'Email' });
    await card.getByLabel('Your Email Provider').selectOption({ label: 'Gmail' });
    await expect(card.getByLabel('Mail Server')).toHaveValue('smtp.gmail.com');
    await expect(card.getByLabel('Port')).toHaveValue('587');
    await expect(card.getByText(/Gmail needs an app password/)).toBeVisible();
    // Her provider here is this machine's: Other, and its address.
    await card.getByLabel('Your Email Provider').selectOption({ label: 'Other (type the mail server)' });
    await card.getByLabel('Mail Server').fill('127.0.0.1');
    await card.getByLabel('Port').fill(String(provider.port));
    await card.getByLabel('Your Email Account').fill(her.email);
    // Her normal password first: the test fails and says why.
    await card.getByLabel('Password', { exact: true }).fill('her-normal-password');
    await card.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(card.getByText('Email is set up but not tested yet: send a test email below to check that it works.')).toBeVisible();
    await card.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(card.getByRole('alert')).toHaveText('The test email could not be sent: the mail server refused the user name or password.');
    await expect(card.getByText(/^Email is not working: the mail server refused the user name or password/)).toBeVisible();

    // The app password: saved, tested, working; the test went to her own address.
    await card.getByLabel('Password', { exact: true }).fill('her-app-password');
    await card.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Email settings saved' })).toBeVisible();
    await card.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(card.getByRole('status').filter({ hasText: `Test email sent to ${her.email}` })).toBeVisible();
    expect((await provider.mailTo(her.email)).data).toContain('This is a test email from your website.');
    await expect(card.getByText('Email is on: new requests, account approvals and password reset links are sent with these settings.')).toBeVisible();

    // A forgotten password: the link comes by email, and works.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(`${URL}/`);
    await open(page, '/forgot-password');
    await page.getByLabel('Email').fill(her.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const link = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec((await provider.mailTo(her.email, 2)).data)?.[0];
    expect(link, 'a reset link in the email').toBeDefined();
    await open(page, link!);
    const newer = 'Lindas-newer-pass2';
    await page.getByLabel('New Password', { exact: true }).fill(newer);
    await page.getByLabel('Confirm New Password').fill(newer);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(`${URL}/login?reason=password-set`);
    await page.getByLabel('Email').fill(her.email);
    await page.getByLabel('Password', { exact: true }).fill(newer);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${URL}/admin`);
    await expect(welcome).toBeHidden();

    // A caregiver asks for an account; she approves it as someone who manages the website.
    const caregiver = await browser.newPage();
    await open(caregiver, '/register');
    await caregiver.getByLabel('First Name').fill('Tomas');
    await caregiver.getByLabel('Last Name').fill('Reyes');
    await caregiver.getByLabel('Email').fill('tomas.reyes@home.test');
    await caregiver.getByLabel('Phone').fill('3605550177');
    await caregiver.getByLabel('Password', { exact: true }).fill('Tomas-pass-1');
    await caregiver.getByLabel('Confirm Password', { exact: true }).fill('Tomas-pass-1');
    await caregiver.getByRole('button', { name: 'Create Account' }).click();
    await expect(caregiver.getByText(/Your account is pending approval/)).toBeVisible();

    await open(page, '/admin');
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByText('1 account is waiting for your approval.')).toBeVisible();
    await today.getByRole('link', { name: 'Review it' }).click();
    await page.getByRole('button', { name: 'Approve Tomas Reyes' }).click();
    const approval = page.getByRole('dialog', { name: 'Approve Tomas Reyes' });
    await approval.getByRole('radio', { name: 'Manage the website: can change every page, see family requests and manage people' }).check();
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
    expect((await provider.mailTo('tomas.reyes@home.test')).data).toContain('has approved your account');

    // He chose his own password: he goes straight to work, no welcome.
    await open(caregiver, '/login');
    await caregiver.getByLabel('Email').fill('tomas.reyes@home.test');
    await caregiver.getByLabel('Password', { exact: true }).fill('Tomas-pass-1');
    await caregiver.getByRole('button', { name: 'Sign In' }).click();
    await expect(caregiver).toHaveURL(`${URL}/admin`);
    await expect(caregiver.getByRole('banner').getByText('Welcome back, Tomas Reyes')).toBeVisible();
    await expect(caregiver.getByRole('dialog', { name: WELCOME })).toHaveCount(0);
    await caregiver.close();
  } finally {
    await provider.close();
  }
});
