import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '@afh/contract/records';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@afh/contract/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { rootOf } from './helpers/html';
import { api, call, expectFailure, type Reply } from './helpers/http';
import { startSmtpSink, type Received } from './helpers/smtp-sink';

/**
 * Forgotten passwords, and account decisions told by email (issue 20). Both need SMTP settings at
 * start-up, so this file runs its
 * own Strapi (from the build the global setup compiled) on its own database, pointed at a local
 * SMTP sink, with low limits. It trusts X-Forwarded-For (TRUST_PROXY), so each test speaks from an
 * address of its own and the per-address limits of one test leave the others alone.
 */

const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi') as typeof import('@strapi/strapi');
const RESET_UID = 'api::password-reset.password-reset';
const SITE = 'https://home.example.org';

let strapi: Core.Strapi;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let baseUrl = '';
let workDir = '';
let admin = '';
const logged: string[] = [];
const ENV: Record<string, string> = {
  // Its own throw-away SQLite database, whatever database the shared test server runs on.
  DATABASE_CLIENT: 'sqlite',
  SMTP_HOST: '127.0.0.1',
  SMTP_SECURE: 'false',
  EMAIL_FROM: 'Evergreen Haven website <mailer@evergreenhaven.example>',
  PUBLIC_URL: SITE,
  TRUST_PROXY: 'true',
  RATE_LIMIT_PASSWORD_RESET_ACCOUNT: '3',
  RATE_LIMIT_PASSWORD_RESET_IP: '5',
  RATE_LIMIT_WINDOW_SECONDS: '600',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000',
  RATE_LIMIT_LOGIN_IP: '10000',
};
const NAMES = [...Object.keys(ENV), 'DATABASE_FILENAME', 'PUBLIC_DIR', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS'];
const savedEnv = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  sink = await startSmtpSink();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-reset-test-'));
  delete process.env.SMTP_USER;
  delete process.env.SMTP_PASS;
  Object.assign(process.env, ENV, { DATABASE_FILENAME: path.join(workDir, 'data.db'), PUBLIC_DIR: path.join(workDir, 'public'), SMTP_PORT: String(sink.port) });
  const appDir = path.resolve(__dirname, '..');
  strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  // The activity log: what the server records about each step, captured whatever the log level.
  for (const level of ['info', 'error'] as const) {
    const write = strapi.log[level].bind(strapi.log);
    strapi.log[level] = ((message: unknown) => (logged.push(String(message)), write(String(message)))) as typeof strapi.log.info;
  }
  await strapi.listen();
  const address = strapi.server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('Strapi is not listening on a TCP port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, '10.20.0.1');
}, 180_000);

afterAll(async () => {
  await strapi?.destroy();
  await sink?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const post = (route: string, json: unknown, ip: string, cookie?: string) =>
  call('POST', `/backend/api/users/${route}`, { baseUrl, json, cookie, headers: { 'X-Forwarded-For': ip } });

const forgot = (email: unknown, ip: string) => post('forgot_password.php', { email }, ip);
const reset = (token: string, password: string, ip: string) => post('reset_password.php', { token, password }, ip);

async function signIn(email: string, password: string, ip: string) {
  const reply = await post('login.php', { email, password }, ip);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.headers.getSetCookie()[0].split(';')[0];
}

const isSignedIn = async (cookie: string) => (await call('GET', '/backend/api/users/verify_session.php', { baseUrl, cookie })).status === 200;

let counter = 0;
/** A person with an account (approved unless said otherwise), made by the admin. */
const person = async (status: 'approved' | 'pending' = 'approved') => {
  const email = `reset.${status}.${Date.now()}.${++counter}@afh.test`;
  const password = 'Old-pass-1';
  const reply = await post('create.php', { name: 'Rita Reset', email, password, phone: '3605550100', role: 'user', status }, '10.20.0.1', admin);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.user.id as number, email, password };
};

const mailTo = (email: string) => (message: Received) => message.to.includes(`<${email}>`);
const TOKEN_IN_LINK = new RegExp(`${SITE.replace(/\./g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]{43})`);

/** Asks for a link for this email and reads the token out of the email that arrives. */
const emailedToken = async (email: string, ip: string, after = 0) => {
  const reply = await forgot(email, ip);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const mail = await sink.next((message) => mailTo(email)(message) && sink.messages.indexOf(message) >= after);
  const token = TOKEN_IN_LINK.exec(mail.data)?.[1];
  expect(token, mail.data).toBeDefined();
  return token!;
};

const storedLinks = async (userId: number) =>
  (await strapi.db.query(RESET_UID).findMany({ where: { userId } })) as Array<{ id: number; tokenHash: string; expiresAt: string; usedAt: string | null }>;

const SENT = { success: true, message: MESSAGES.resetLinkSent, email: true };

describe('asking for a reset link', () => {
  it('answers the same for an account, a pending account and an unknown address; only accounts get an email, with the link', async () => {
    const approved = await person('approved');
    const pending = await person('pending');
    const unknown = `nobody.${Date.now()}@afh.test`;

    const replies: Reply[] = [];
    for (const email of [unknown, approved.email, pending.email]) replies.push(await forgot(email, '10.21.0.1'));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(SENT);
    }
    // The address is matched as sign-in matches it: case and spaces do not matter.
    expect((await forgot(`  ${approved.email.toUpperCase()} `, '10.21.0.2')).body).toEqual(SENT);

    const mail = await sink.next(mailTo(approved.email));
    expect(mail.from).toBe('<mailer@evergreenhaven.example>');
    expect(mail.data).toMatch(/^Subject: Set a new password$/m);
    expect(mail.data).toMatch(TOKEN_IN_LINK);
    expect(mail.data).toContain('within 1 hour');
    await sink.next(mailTo(pending.email));
    expect(sink.messages.some(mailTo(unknown))).toBe(false);
  });

  it('stores only a hash of the token, and a new link replaces the older one', async () => {
    const someone = await person();
    const first = await emailedToken(someone.email, '10.22.0.1');
    const [stored] = await storedLinks(someone.id);
    expect(stored.tokenHash).toBe(createHash('sha256').update(first).digest('hex'));
    const table = JSON.stringify(await strapi.db.query(RESET_UID).findMany({}));
    expect(table).not.toContain(first);
    const hoursLeft = (new Date(stored.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0.95);
    expect(hoursLeft).toBeLessThanOrEqual(1);

    const second = await emailedToken(someone.email, '10.22.0.1', sink.messages.length);
    expect(second).not.toBe(first);
    expect(await storedLinks(someone.id)).toHaveLength(1);
    expectFailure(await reset(first, 'New-pass-22', '10.22.0.1'), 400, MESSAGES.resetLinkInvalid);
    expect((await reset(second, 'New-pass-22', '10.22.0.1')).status).toBe(200);
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const ip = '10.23.0.1';
    expectFailure(await post('forgot_password.php', {}, ip), 400, 'Email is required');
    expectFailure(await forgot(42, ip), 400, 'Email must be text');
    expectFailure(await forgot(`${'a'.repeat(250)}@afh.test`, ip), 400, 'Email must be at most 254 characters');
    expectFailure(await forgot('not-an-address', '10.23.0.2'), 400, 'Email must be a valid email address');
    expectFailure(await post('forgot_password.php', { email: 'a@b.test', role: 'admin' }, '10.23.0.2'), 400, 'Unknown field: role');
    const tooLarge = await call('POST', '/backend/api/users/forgot_password.php', { baseUrl, raw: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'X-Forwarded-For': '10.23.0.3' } });
    expectFailure(tooLarge, 413, 'The request is too large.');
  });
});

describe('the /forgot-password page (issue 44)', () => {
  it('is drawn on the server with the form when a link can be emailed, and the answer the app starts from says so', async () => {
    const page = await call('GET', '/forgot-password', { baseUrl, headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const root = rootOf(page.text) ?? '';
    expect(root).toContain('Send Reset Link');
    expect(root).toMatch(/we will send you a link/);
    expect(root).not.toContain('not set up');
    expect(page.text).toContain('"forgot_password":{"success":true,"email":true');
  });
});

describe('setting a new password with the link', () => {
  it('works once: the new password signs in, the old one no longer does, and every session of the person ends', async () => {
    const someone = await person();
    const ip = '10.24.0.1';
    const browsers = [await signIn(someone.email, someone.password, ip), await signIn(someone.email, someone.password, '10.24.0.2')];
    const token = await emailedToken(someone.email, ip);

    const reply = await reset(token, 'Brand-new-pass-1', ip);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MESSAGES.passwordReset });
    for (const cookie of browsers) expect(await isSignedIn(cookie)).toBe(false);
    expectFailure(await post('login.php', { email: someone.email, password: someone.password }, ip), 401, MESSAGES.invalidCredentials);
    expect(await isSignedIn(await signIn(someone.email, 'Brand-new-pass-1', ip))).toBe(true);

    expectFailure(await reset(token, 'Another-pass-2', ip), 400, MESSAGES.resetLinkInvalid);
    expect((await post('login.php', { email: someone.email, password: 'Another-pass-2' }, ip)).status).toBe(401);
    const [used] = await storedLinks(someone.id);
    expect(used.usedAt).not.toBeNull();

    // The server log records both steps by the user's id, never the address.
    const lines = logged.filter((line) => line.startsWith('Password reset') && line.includes(`user ${someone.id}`));
    expect(lines.some((line) => /link was emailed/.test(line))).toBe(true);
    expect(lines.some((line) => /set a new password/.test(line))).toBe(true);
    expect(logged.join('\n')).not.toContain(someone.email);

    // And the activity log (Admin › Activity) both steps, as the person, the password only as changed.
    const history = await call('GET', `/backend/api/activity/read.php?type=user&target_id=${someone.id}`, { baseUrl, cookie: admin });
    expect(history.text).not.toContain('Brand-new-pass-1');
    const [changed, requested] = (history.body as { records: ActivityRecord[] }).records;
    expect(requested).toMatchObject({ action: 'password-reset-request', actor_kind: 'visitor', actor_id: someone.id, actor_email: someone.email });
    expect(changed).toMatchObject({ action: 'update', actor_kind: 'visitor', actor_id: someone.id, actor_name: 'Rita Reset' });
    expect(changed.changes).toEqual([{ field: 'password', label: 'Password', before: null, after: null, secret: true }]);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const someone = await person();
    const ip = '10.25.0.1';
    const token = await emailedToken(someone.email, ip);
    const [stored] = await storedLinks(someone.id);
    await strapi.db.query(RESET_UID).update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    expectFailure(await reset(token, 'Too-late-pass-1', ip), 400, MESSAGES.resetLinkInvalid);
    expect((await post('login.php', { email: someone.email, password: someone.password }, ip)).status).toBe(200);
  });

  it('refuses an unknown or malformed token, and a missing one', async () => {
    const ip = '10.26.0.1';
    expectFailure(await reset('A'.repeat(43), 'Whatever-pass-1', ip), 400, MESSAGES.resetLinkInvalid);
    expectFailure(await reset('not a token', 'Whatever-pass-1', ip), 400, MESSAGES.resetLinkInvalid);
    expectFailure(await post('reset_password.php', { password: 'Whatever-pass-1' }, ip), 400, MESSAGES.missingFields);
    expectFailure(await post('reset_password.php', { token: 7, password: 'Whatever-pass-1' }, '10.26.0.2'), 400, MESSAGES.resetLinkInvalid);
  });

  it("holds the new password to the registration's rules, with the same messages, and the link still works after a refusal", async () => {
    const someone = await person();
    const ip = '10.27.0.1';
    const token = await emailedToken(someone.email, ip);
    expectFailure(await reset(token, 'short', ip), 400, MESSAGES.passwordTooShort);
    expectFailure(await post('reset_password.php', { token }, ip), 400, MESSAGES.missingFields);
    expectFailure(await reset(token, 'x'.repeat(73), ip), 400, 'Password must be at most 72 characters long');
    expectFailure(await post('reset_password.php', { token, password: 'Good-pass-1', extra: 1 }, '10.27.0.2'), 400, 'Unknown field: extra');
    expect((await reset(token, 'Good-pass-1', '10.27.0.2')).status).toBe(200);
    expect((await post('login.php', { email: someone.email, password: 'Good-pass-1' }, ip)).status).toBe(200);
  });
});

describe('throttling', () => {
  const expectThrottled = (reply: Reply, message: RegExp) => {
    expectFailure(reply, 429, message);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('limits the links asked for one email, from any address, and answers alike whether it has an account', async () => {
    const someone = await person();
    const unknown = `nobody.${Date.now()}@afh.test`;
    for (const email of [someone.email, unknown]) {
      for (let i = 1; i <= 3; i++) expect((await forgot(email, `10.28.${i}.1`)).body).toEqual(SENT);
      expectThrottled(await forgot(email, '10.28.9.1'), /too many reset links asked for this email/i);
    }
  });

  it('limits the links asked for, and the new passwords tried, from one address', async () => {
    for (let i = 1; i <= 5; i++) expect((await forgot(`nobody.${i}.${Date.now()}@afh.test`, '10.29.0.1')).status).toBe(200);
    expectThrottled(await forgot(`nobody.6.${Date.now()}@afh.test`, '10.29.0.1'), /too many requests from your address/i);
    expect((await forgot(`nobody.7.${Date.now()}@afh.test`, '10.29.0.2')).status).toBe(200);

    for (let i = 1; i <= 5; i++) expectFailure(await reset('B'.repeat(43), 'Guess-pass-1', '10.29.1.1'), 400, MESSAGES.resetLinkInvalid);
    expectThrottled(await reset('B'.repeat(43), 'Guess-pass-1', '10.29.1.1'), /too many requests from your address/i);
  });
});

describe('without SMTP (the shared test server)', () => {
  it('says to ask an administrator, the same for any address, and no link works', async () => {
    for (const email of [ADMIN_EMAIL, `nobody.${Date.now()}@afh.test`]) {
      const reply = await api.post('/users/forgot_password.php', { json: { email } });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, message: MESSAGES.resetByAdmin, email: false });
    }
    expectFailure(await api.post('/users/forgot_password.php', { json: {} }), 400, 'Email is required');
    expectFailure(await api.post('/users/reset_password.php', { json: { token: 'C'.repeat(43), password: 'Whatever-pass-1' } }), 400, MESSAGES.resetLinkInvalid);
  });
});

describe('account decisions told by email (the register page promises it)', () => {
  it('promises a notice at registration, then tells the person when approved or declined, once', async () => {
    const email = `decided.${Date.now()}@afh.test`;
    const registered = await post('create.php', { name: 'Dora Decided', email, password: 'Dora-pass-1', phone: '3605550100' }, '10.30.0.1');
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.message).toBe('Account created successfully! Your account is pending approval. You will be notified once approved.');
    const id = registered.body.user.id as number;

    const approved = await post('update_status.php', { id, status: 'approved' }, '10.30.0.2', admin);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const told = await sink.next(mailTo(email));
    expect(told.data).toMatch(/^Subject: Your account with .+ is approved$/m);
    expect(told.data).toContain('Hello Dora Decided,');
    expect(told.data).toContain(`${SITE}/login`);

    // Saving the same status again (an edit of the name, say) tells nobody anything new.
    const before = sink.messages.length;
    expect((await post('update.php', { id, name: 'Dora D. Decided', status: 'approved' }, '10.30.0.2', admin)).status).toBe(200);
    const declined = await post('update_status.php', { id, status: 'disapproved' }, '10.30.0.2', admin);
    expect(declined.status).toBe(200);
    const second = await sink.next((message) => mailTo(email)(message) && sink.messages.indexOf(message) >= before);
    expect(second.data).toMatch(/^Subject: Your account request with /m);
    expect(second.data).toContain('has not approved your account request');
    expect(sink.messages.filter(mailTo(email))).toHaveLength(2);
    expect(logged.some((line) => line.includes(`Account ${id}: the person was told by email that it is approved.`))).toBe(true);
  });
});
