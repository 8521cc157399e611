import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { instanceCalls } from './helpers/instance-calls';

/**
 * The owner's actions ask for the password again once the session's last proof is older than
 * STEP_UP_MINUTES (here 3 seconds); a database without an owner gets one on start; a
 * console-linked account's password is its holder's or an owner's (issue 41). The instance keeps its
 * database in a folder of this file's own, so that it can be started again on it.
 */
const REAUTH = 'Please enter your password again to continue.';
const OWNER_ONLY = "Only the home's owner can do this.";
const STEP_UP_SECONDS = 3;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afh-owners-'));
const databaseFile = path.join(dataDir, 'data.db');
const env = { TRUST_PROXY: 'true', DATABASE_FILENAME: databaseFile, STEP_UP_MINUTES: String(STEP_UP_SECONDS / 60) };

let server: Instance;
beforeAll(async () => {
  server = await startInstance(env);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const { site, siteSignIn } = instanceCalls(() => server, '10.41');
const emailUpdate = (cookie: string) => site('POST', '/settings/email_update.php', { cookie, json: {} });
const confirm = (cookie: string, password: string, headers: Record<string, string> = {}) =>
  call('POST', '/backend/api/users/confirm_password.php', { baseUrl: server.baseUrl, cookie, json: { password }, headers });
const makeAdmin = async (owner: string, email: string) => {
  const created = await site('POST', '/users/create.php', { cookie: owner, json: { name: email, email, password: 'Second-pass-1', phone: '3605550100', role: 'admin', status: 'approved' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return siteSignIn(email, 'Second-pass-1');
};

describe('step-up', () => {
  it('lets a fresh sign-in act, asks again once the proof is old, and acts after confirm_password', async () => {
    const { cookie } = await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await emailUpdate(cookie)).status).toBe(200);
    // The proof ages out (no writes happen meanwhile): every owner's action then asks for it.
    await vi.waitFor(async () => expect((await emailUpdate(cookie)).status).toBe(403), { timeout: (STEP_UP_SECONDS + 5) * 1000, interval: 500 });
    const stale = await site('GET', '/backups/download.php?file=afh-backup-20260101T030000.000Z.tar.gz', { cookie });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ success: false, message: REAUTH, reauth: true });
    // The session itself still works for everything else.
    expect((await site('GET', '/users/read.php', { cookie })).status).toBe(200);

    expectFailure(await confirm(cookie, 'Not-my-password-1'), 401, 'That password is not correct.');
    expect((await emailUpdate(cookie)).body.reauth).toBe(true);
    const confirmed = await confirm(cookie, ADMIN_PASSWORD);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: 'Password confirmed.' });
    expect((await emailUpdate(cookie)).status).toBe(200);
  }, 30_000);

  it('refuses confirm_password without a session, from another site, and with a missing password', async () => {
    const { cookie } = await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expectFailure(await call('POST', '/backend/api/users/confirm_password.php', { baseUrl: server.baseUrl, json: { password: ADMIN_PASSWORD } }), 401);
    expectFailure(await confirm(cookie, ADMIN_PASSWORD, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), 403);
    expectFailure(await site('POST', '/users/confirm_password.php', { cookie, json: {} }), 400);
  });

  it('throttles wrong passwords like sign-in: after five, even the right one waits', async () => {
    const { cookie: owner } = await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { cookie } = await makeAdmin(owner, 'guesser@afh.test');
    for (let attempt = 0; attempt < 5; attempt++) expectFailure(await confirm(cookie, `Wrong-guess-${attempt}`), 401);
    const refused = await confirm(cookie, 'Second-pass-1');
    expectFailure(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a database without an owner', () => {
  it('makes the earliest approved admin the owner on start', async () => {
    await server.stop();
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: databaseFile }, useNullAsDefault: true });
    await knex('up_users').update({ owner: false });
    await knex.destroy();
    server = await startInstance(env);
    const signIn = await site('POST', '/users/login.php', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signIn.body.user).toMatchObject({ email: ADMIN_EMAIL, owner: true });
    const { cookie } = await siteSignIn('guesser@afh.test', 'Second-pass-1');
    expect((await site('GET', '/users/verify_session.php', { cookie })).body.user.owner).toBe(false);
  }, 180_000);
});

describe('a console-linked account', () => {
  it('has its password changed only by an owner, even when it is not an admin any more', async () => {
    const first = await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const second = await makeAdmin(first.cookie, 'second.owner@afh.test');
    expect((await site('POST', '/users/update.php', { cookie: first.cookie, json: { id: second.id, owner: true } })).status).toBe(200);
    // The first admin (linked to the console) is demoted by the second owner: no longer an admin.
    expect((await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: first.id, role: 'staff' } })).status).toBe(200);
    const plain = await makeAdmin(second.cookie, 'plain.admin@afh.test');
    expectFailure(await site('POST', '/users/change_password.php', { cookie: plain.cookie, json: { id: first.id, new_password: 'Taken-over-1' } }), 403, OWNER_ONLY);
    await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    // An owner may.
    expect((await site('POST', '/users/change_password.php', { cookie: second.cookie, json: { id: first.id, new_password: ADMIN_PASSWORD } })).status).toBe(200);
    await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
});
