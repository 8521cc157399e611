import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { instanceCalls } from './helpers/instance-calls';
import { startSmtpSink } from './helpers/smtp-sink';

/**
 * The first admin's console account is bound to its site account by a stored link (decision 0027),
 * not by email: the console cannot change that account's email, password or activity itself, and
 * whatever happens to the site account (an email edit, a demotion, a disapproval, a block, a
 * deletion) reaches the console account, across restarts too. The instance keeps its database in a
 * folder of this file's own, so that it can be stopped and started again on it.
 */

const SUPER_EMAIL = 'super.console@afh.test';
const SUPER_PASSWORD = 'Super-Console-Pass1';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afh-console-identity-'));
const databaseFile = path.join(dataDir, 'data.db');
const env = { TRUST_PROXY: 'true', DATABASE_FILENAME: databaseFile, TEST_CONSOLE_SUPER_ADMIN: `${SUPER_EMAIL}:${SUPER_PASSWORD}` };

let server: Instance;
const restart = async (extra: Record<string, string> = {}) => {
  await server.stop();
  server = await startInstance({ ...env, ...extra });
};
beforeAll(async () => {
  server = await startInstance(env);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const { site, siteSignIn, consoleSignIn, consoleCall } = instanceCalls(() => server, '10.30');
const consoleToken = async (email: string, password: string) => {
  const reply = await consoleSignIn(email, password);
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.body.data.token as string;
};
const ownerConsoleId = async () => (await consoleCall('GET', '/admin/users/me', await consoleToken(ownerEmail, ownerPassword))).body.data.id as number;

let ownerEmail = ADMIN_EMAIL;
const ownerPassword = ADMIN_PASSWORD;
let second: { cookie: string; id: number };
let owner: { cookie: string; id: number };

/** Asserts that the owner's console is closed: no sign-in, and a token opened before no longer works. */
const expectClosed = async (tokenBefore: string) => {
  expect((await consoleSignIn(ownerEmail, ownerPassword)).status).not.toBe(200);
  expect((await consoleCall('GET', '/admin/users/me', tokenBefore)).status).toBe(401);
};

describe('the console cannot change the identity of an account that belongs to a site account', () => {
  beforeAll(async () => {
    owner = await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await site('POST', '/users/create.php', {
      cookie: owner.cookie,
      json: { name: 'Second Admin', email: 'second.identity@afh.test', password: 'Second-pass-1', phone: '3605550100', role: 'admin', status: 'approved' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    second = await siteSignIn('second.identity@afh.test', 'Second-pass-1');
    // The second admin acts on the first one's account: an owner's action (issue 41).
    const madeOwner = await site('POST', '/users/update.php', { cookie: owner.cookie, json: { id: second.id, owner: true } });
    expect(madeOwner.status, JSON.stringify(madeOwner.body)).toBe(200);
  });

  // Every way in through the console, in the router's other spellings too, with every identity field.
  const ways = [
    { name: 'its own profile', path: () => '/admin/users/me', as: 'owner' },
    { name: 'its own profile, other spelling', path: () => '/admin/USERS/Me/', as: 'owner' },
    { name: "a super admin's user editor", path: (id: number) => `/admin/users/${id}`, as: 'super' },
  ] as const;
  const changes = [
    { field: 'email', body: { email: 'other@x.test' } },
    { field: 'email, in capitals', body: { email: 'OTHER@X.TEST' } },
    { field: 'password', body: { password: 'Console-only-9', currentPassword: ADMIN_PASSWORD } },
    { field: 'isActive', body: { isActive: false } },
  ];

  for (const way of ways) {
    for (const change of changes) {
      it(`refuses ${change.field} through ${way.name}, and changes nothing`, async () => {
        const id = await ownerConsoleId();
        const token = way.as === 'owner' ? await consoleToken(ownerEmail, ownerPassword) : await consoleToken(SUPER_EMAIL, SUPER_PASSWORD);
        const reply = await consoleCall('PUT', way.path(id), token, { firstname: 'Site', lastname: 'Administrator', ...change.body });
        expect(reply.status, reply.text.slice(0, 300)).toBe(400);
        expect(reply.body.error.message).toMatch(/belongs to a site account.*Admin › Users/);
        // Nothing changed: the site's email and password still open the console, and it is active.
        const me = await consoleCall('GET', '/admin/users/me', await consoleToken(ownerEmail, ownerPassword));
        expect(me.body.data.email).toBe(ownerEmail);
        expect(me.body.data.isActive).toBe(true);
      });
    }
  }

  it('still takes the changes that are the console account’s own (names), and leaves unlinked accounts to Strapi', async () => {
    const token = await consoleToken(ownerEmail, ownerPassword);
    const renamed = await consoleCall('PUT', '/admin/users/me', token, { firstname: 'Owner', email: ownerEmail });
    expect(renamed.status, renamed.text.slice(0, 300)).toBe(200);
    expect(renamed.body.data.firstname).toBe('Owner');
    const superToken = await consoleToken(SUPER_EMAIL, SUPER_PASSWORD);
    const own = await consoleCall('PUT', '/admin/users/me', superToken, { firstname: 'Super', email: SUPER_EMAIL });
    expect(own.status, own.text.slice(0, 300)).toBe(200);
  });
});

describe("the site account's changes reach its console account by the link", () => {
  it('follows an email edit on the site: the new address opens the console, the old one does not', async () => {
    const edited = await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, email: 'owner.renamed@afh.test' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await consoleSignIn(ownerEmail, ownerPassword)).status).not.toBe(200);
    ownerEmail = 'owner.renamed@afh.test';
    expect((await consoleSignIn(ownerEmail, ownerPassword)).status).toBe(200);
  });

  const losses = [
    { name: 'a demotion', change: { role: 'staff' } },
    { name: 'a disapproval', change: { status: 'disapproved' } },
    { name: 'a demotion to user', change: { role: 'user' } },
  ];
  for (const loss of losses) {
    it(`closes on ${loss.name} after the email edit, ending its open sessions, and opens again when restored`, async () => {
      const token = await consoleToken(ownerEmail, ownerPassword);
      const changed = await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, ...loss.change } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await expectClosed(token);
      const restored = await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, role: 'admin', status: 'approved' } });
      expect(restored.status).toBe(200);
      expect((await consoleSignIn(ownerEmail, ownerPassword)).status).toBe(200);
    });
  }
});

describe('across restarts', () => {
  it('keeps the link after a restart: a demotion still closes the console', async () => {
    await restart();
    owner = { ...owner, cookie: (await siteSignIn(ownerEmail, ownerPassword)).cookie };
    second = await siteSignIn('second.identity@afh.test', 'Second-pass-1');
    const token = await consoleToken(ownerEmail, ownerPassword);
    expect((await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, role: 'staff' } })).status).toBe(200);
    await expectClosed(token);
    expect((await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, role: 'admin' } })).status).toBe(200);
  }, 180_000);

  it('links a pair made before links existed (same email) on start, and never an account with no site account', async () => {
    // A database from before this change: no links at all.
    await server.stop();
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: databaseFile }, useNullAsDefault: true });
    await knex('console_links').del();
    await knex.destroy();
    server = await startInstance(env);
    second = await siteSignIn('second.identity@afh.test', 'Second-pass-1');
    const token = await consoleToken(ownerEmail, ownerPassword);
    // Linked again: the console refuses an email change, and a demotion closes it.
    const refused = await consoleCall('PUT', '/admin/users/me', token, { email: 'loose@x.test' });
    expect(refused.status).toBe(400);
    expect((await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, status: 'disapproved' } })).status).toBe(200);
    await expectClosed(token);
    expect((await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, status: 'approved' } })).status).toBe(200);
    // The super admin, with no site account, is not linked: it still changes its own email.
    const superToken = await consoleToken(SUPER_EMAIL, SUPER_PASSWORD);
    expect((await consoleCall('PUT', '/admin/users/me', superToken, { email: 'super.renamed@afh.test' })).status).toBe(200);
    expect((await consoleCall('PUT', '/admin/users/me', superToken, { email: SUPER_EMAIL })).status).toBe(200);
  }, 180_000);

  it("refuses a console password set with an emailed reset link: the password is the site account's", async () => {
    const sink = await startSmtpSink();
    try {
      await restart({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_SECURE: 'false' });
      const asked = await call('POST', '/admin/forgot-password', { baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': '10.31.0.1' }, json: { email: ownerEmail } });
      expect(asked.status, asked.text.slice(0, 300)).toBe(204);
      const mail = await sink.next((message) => message.to.some((to) => to.includes(ownerEmail)));
      const code = /code=([0-9a-f]+)/i.exec(mail.data)?.[1];
      expect(code, mail.data.slice(0, 500)).toBeTruthy();
      const reset = await call('POST', '/admin/reset-password', { baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': '10.31.0.2' }, json: { resetPasswordToken: code, password: 'Console-only-9' } });
      expect(reset.status, reset.text.slice(0, 300)).toBe(400);
      expect(reset.body.error.message).toMatch(/belongs to a site account/);
      expect((await consoleSignIn(ownerEmail, 'Console-only-9')).status).not.toBe(200);
      expect((await consoleSignIn(ownerEmail, ownerPassword)).status).toBe(200);
    } finally {
      await restart();
      await sink.stop();
    }
    second = await siteSignIn('second.identity@afh.test', 'Second-pass-1');
  }, 180_000);

  it('closes for good when the site account is deleted, and stays closed after a restart, even for a new site account of the same email', async () => {
    const token = await consoleToken(ownerEmail, ownerPassword);
    const deleted = await site('DELETE', `/users/delete.php?id=${owner.id}`, { cookie: second.cookie });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await expectClosed(token);
    // Someone registers with the old address, and is even made an admin: the console stays closed.
    const again = await site('POST', '/users/create.php', {
      cookie: second.cookie,
      json: { name: 'Same Address', email: ownerEmail, password: ownerPassword, phone: '3605550101', role: 'admin', status: 'approved' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await restart();
    expect((await consoleSignIn(ownerEmail, ownerPassword)).status).not.toBe(200);
  }, 180_000);
});
