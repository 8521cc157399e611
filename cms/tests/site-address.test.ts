import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSettings } from '@afh/contract/records';
import { MESSAGES } from '@afh/contract/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure, type Reply } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { startSmtpSink } from './helpers/smtp-sink';

/**
 * Issue 44: the site's own address, which links in emails start with. Without PUBLIC_URL it is a
 * setting: taken from the browser of the first admin who saves Settings or the Email card, shown
 * and changed on the card, never taken from an anonymous request; with it and email working,
 * forgot password sends a link that works. A server of its own, without PUBLIC_URL (the shared
 * test server's other files must not see an address appear).
 */
const SMTP_PASSWORD = 'Sm7p-Secret word';
const SITE_ADDRESS_RULE = "Site Address must be the site's address, like https://www.example.org";

let server: Instance;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let cookie = '';

const site = (method: string, route: string, options: { json?: unknown; origin?: string; signedIn?: boolean } = {}) =>
  call(method, `/backend/api${route}`, {
    baseUrl: server.baseUrl,
    json: options.json,
    cookie: options.signedIn === false ? undefined : cookie,
    headers: options.origin ? { Origin: options.origin } : {},
  });
const emailSettings = async () => {
  const reply: Reply<{ data: EmailSettings }> = await site('GET', '/settings/email.php');
  expect(reply.status).toBe(200);
  return reply.body.data;
};
const saveCard = async (json: Record<string, unknown>, origin?: string) => {
  const reply = await site('POST', '/settings/email_update.php', { json, origin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as EmailSettings;
};
/** Saves the Settings screen as it is, from a browser at `origin`. */
const saveSettings = async (origin: string) => {
  const current = await site('GET', '/settings/read.php');
  const reply = await site('POST', '/settings/update.php', { json: current.body.data ?? current.body, origin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};

beforeAll(async () => {
  sink = await startSmtpSink({ password: SMTP_PASSWORD });
  server = await startInstance();
  const signIn = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers.getSetCookie()[0].split(';')[0];
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe("the site's address for links in emails", () => {
  it('is not known on a fresh site: with email working, forgot password still says who can help', async () => {
    // Saved without a browser's Origin (a script): nothing to take the address from.
    const saved = await saveCard({ host: '127.0.0.1', port: sink.port, secure: false, user: 'mailer@evergreenhaven.example', password: SMTP_PASSWORD });
    expect(saved).toMatchObject({ source: 'settings', site_url: '', site_url_source: 'none' });
    const status = await site('GET', '/users/forgot_password.php', { signedIn: false });
    expect(status.body).toEqual({ success: true, email: false, message: MESSAGES.resetByAdmin });
  });

  it('is never taken from an anonymous request, nor from another site', async () => {
    await site('POST', '/users/forgot_password.php', { json: { email: ADMIN_EMAIL }, origin: server.baseUrl, signedIn: false });
    await site('POST', '/settings/update.php', { json: {}, origin: server.baseUrl, signedIn: false });
    // An admin's browser on another site: the origin check refuses the save.
    const elsewhere = await site('POST', '/settings/email_update.php', { json: {}, origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(await emailSettings()).toMatchObject({ site_url: '', site_url_source: 'none' });
  });

  it('is taken from the browser of the first admin who saves Settings, and kept', async () => {
    await saveSettings(server.baseUrl);
    expect(await emailSettings()).toMatchObject({ site_url: server.baseUrl, site_url_source: 'settings' });
    const status = await site('GET', '/users/forgot_password.php', { signedIn: false });
    expect(status.body).toMatchObject({ success: true, email: true });
  });

  it('is changed on the Email card, kept in one form, and a later save from a browser leaves it', async () => {
    expect(await saveCard({ site_url: 'https://Home.Example.org/' }, server.baseUrl)).toMatchObject({ site_url: 'https://home.example.org', site_url_source: 'settings' });
    await saveSettings(server.baseUrl);
    await saveCard({ notify_email: 'office@evergreenhaven.example' }, server.baseUrl);
    expect((await emailSettings()).site_url).toBe('https://home.example.org');
  });

  it('refuses what is not a site address with a 400, and stores nothing', async () => {
    const refused = [
      'javascript:alert(1)',
      'home.example.org',
      'ftp://home.example.org',
      'https://home.example.org/admin',
      'https://home.example.org/?next=1',
      'https://home.example.org/#top',
      'https://owner:secret@home.example.org',
    ];
    for (const value of refused) {
      const reply = await site('POST', '/settings/email_update.php', { json: { site_url: value } });
      expectFailure(reply, 400, SITE_ADDRESS_RULE);
    }
    // Refused by the rules every text field has (length, control characters), in their own words.
    for (const value of [`https://${'a'.repeat(300)}.org`, 'https://home.example.org/\u0000']) {
      expectFailure(await site('POST', '/settings/email_update.php', { json: { site_url: value } }), 400);
    }
    expectFailure(await site('POST', '/settings/email_update.php', { json: { site_url: `https://${'a'.repeat(100_000)}.org` } }), 413);
    expect((await emailSettings()).site_url).toBe('https://home.example.org');
  });

  it('makes the reset link: with email working it arrives at that address, and it works once', async () => {
    await saveCard({ site_url: server.baseUrl });
    const asked = await site('POST', '/users/forgot_password.php', { json: { email: ADMIN_EMAIL }, signedIn: false });
    expect(asked.body).toEqual({ success: true, email: true, message: MESSAGES.resetLinkSent });
    const message = await sink.next((received) => received.to.some((address) => address.includes(ADMIN_EMAIL)));
    const unfolded = message.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = new RegExp(`${server.baseUrl.replace(/[.]/g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(unfolded)?.[1];
    expect(token, unfolded.slice(0, 2000)).toBeTruthy();
    const newPassword = 'Back-in-again-7';
    expect((await site('POST', '/users/reset_password.php', { json: { token, password: newPassword }, signedIn: false })).status).toBe(200);
    expectFailure(await site('POST', '/users/reset_password.php', { json: { token, password: 'Another-one-8' }, signedIn: false }), 400, MESSAGES.resetLinkInvalid);
    const signIn = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, json: { email: ADMIN_EMAIL, password: newPassword } });
    expect(signIn.status).toBe(200);
  });
});
