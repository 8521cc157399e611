import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@afh/contract/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { api, type CallOptions } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { startSmtpSink } from './helpers/smtp-sink';

/**
 * Email from the environment (issue 32): SMTP_* win over the Email card and the card says so; and
 * the way back in without email, `npm run reset-password -- <email>`, run against the database of
 * a real server, whose link then sets a new password once.
 */
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'reset-password.mjs');
/** What the Node running this suite needs to open SQLite (on Node 24, the preload of better-sqlite3's build for it: scripts/lib/node24.mjs). */
const RUNTIME = Object.fromEntries(['NODE_OPTIONS', 'BETTER_SQLITE3_BINDING'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

const signIn = async (server: Instance, email: string, password: string) => {
  const reply = await api.post('/users/login.php', { baseUrl: server.baseUrl, json: { email, password } });
  return reply.status === 200 ? reply.headers.getSetCookie()[0].split(';')[0] : null;
};

describe('with SMTP_* in the environment', () => {
  let server: Instance;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let on: CallOptions;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startInstance({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), EMAIL_FROM: 'env@evergreenhaven.example', PUBLIC_URL: 'https://home.example.org' });
    on = { baseUrl: server.baseUrl, cookie: (await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD)) ?? '' };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
  });

  it('the environment wins: the card says so, and stored settings change nothing that is sent', async () => {
    expect((await api.get('/settings/email.php', on)).body.data.source).toBe('environment');
    const saved = await api.post('/settings/email_update.php', { ...on, json: { host: 'unused.example', port: 2525, password: 'stored-only' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ host: 'unused.example', password_set: true, source: 'environment' });

    const reply = await api.post('/settings/email_test.php', { ...on, json: { to: 'owner@evergreenhaven.example' } });
    expect(reply.body).toEqual({ success: true, message: 'Test email sent to owner@evergreenhaven.example' });
    const message = await sink.next((received) => received.to.some((address) => address.includes('owner@evergreenhaven.example')));
    expect(message.from).toContain('env@evergreenhaven.example');
  });

  it('tells /forgot-password that a link can be emailed', async () => {
    expect((await api.get('/users/forgot_password.php', { baseUrl: server.baseUrl })).body).toEqual({ success: true, email: true, message: '' });
  });
});

describe('without email, and npm run reset-password', () => {
  let server: Instance;
  let workDir = '';
  const database = () => path.join(workDir, 'data.db');
  const reset = (...args: string[]) =>
    spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, ...RUNTIME, DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database(), PUBLIC_URL: server.baseUrl } });

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-reset-command-'));
    server = await startInstance({ DATABASE_FILENAME: database(), PUBLIC_URL: 'http://127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('/forgot-password learns before anything is sent that email is off, and who can help', async () => {
    expect((await api.get('/users/forgot_password.php', { baseUrl: server.baseUrl })).body).toEqual({ success: true, email: false, message: MESSAGES.resetByAdmin });
    expect(MESSAGES.resetByAdmin).toMatch(/Users › Change password/);
  });

  it("registration still promises in the spec's words", async () => {
    const reply = await api.post('/users/create.php', { baseUrl: server.baseUrl, json: { name: 'New Person', email: 'new.person@afh.test', password: 'Secret-pass-1', phone: '3605550100' } });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Account created successfully! Your account is pending approval. You will be notified once approved.');
  });

  it('prints a one-time link that sets a new password once, within the hour', async () => {
    const made = reset(ADMIN_EMAIL.toUpperCase());
    expect(made.status, made.stderr).toBe(0);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})\s*$/m.exec(made.stdout)?.[1];
    expect(token, made.stdout).toBeDefined();
    expect(made.stdout).toContain(`${server.baseUrl}/reset-password?token=`);

    // A second link voids the first, as with emailed ones.
    const second = /token=([A-Za-z0-9_-]{43})/.exec(reset(ADMIN_EMAIL).stdout)?.[1];
    const first = await api.post('/users/reset_password.php', { baseUrl: server.baseUrl, json: { token, password: 'Via-the-first-1' } });
    expect(first.status).toBe(400);

    const used = await api.post('/users/reset_password.php', { baseUrl: server.baseUrl, json: { token: second, password: 'Back-in-again-1' } });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(await signIn(server, ADMIN_EMAIL, 'Back-in-again-1')).not.toBeNull();
    expect(await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD)).toBeNull();
    expect((await api.post('/users/reset_password.php', { baseUrl: server.baseUrl, json: { token: second, password: 'Once-more-123' } })).status).toBe(400);

    // Recorded, by the server, in the activity log.
    const cookie = (await signIn(server, ADMIN_EMAIL, 'Back-in-again-1')) ?? '';
    const log = await api.get('/activity/read.php?type=user', { baseUrl: server.baseUrl, cookie });
    expect(log.body.records.some((entry: { actor_kind: string; summary: string }) => entry.actor_kind === 'system' && entry.summary.includes('made on the server'))).toBe(true);
  });

  it('says plainly when there is no such account or no address, and makes nothing', async () => {
    const nobody = reset('nobody@afh.test');
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('No account uses nobody@afh.test.');
    expect(nobody.stdout).toBe('');
    const none = reset();
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('Usage: npm run reset-password -- <email of the account>');
  });
});
