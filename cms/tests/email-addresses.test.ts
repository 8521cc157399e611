import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { api, expectFailure, type CallOptions } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { startSmtpSink } from './helpers/smtp-sink';

/**
 * The mail server rule (issue 41) as `npm start` runs it, without ALLOW_PRIVATE_HOSTS, on a server
 * of its own: the Email card cannot point the server at itself, its network or the cloud's metadata
 * service in any spelling, nor at a port other than a mail server's; a name that resolves to such
 * an address is refused when mail is sent; and the test email is limited to 5 per 15 minutes.
 */
const UPDATE = '/settings/email_update.php';
const TEST = '/settings/email_test.php';
const PRIVATE = 'Mail Server cannot be an address on this server or its private network.';
const REFUSED_AT_SEND = "The test email could not be sent: the mail server's address is not allowed (it is an address on this server or its private network).";

let server: Instance;
let workDir = '';
let on: CallOptions;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-email-addresses-'));
  server = await startInstance({ ALLOW_PRIVATE_HOSTS: 'false', DATABASE_FILENAME: path.join(workDir, 'data.db') });
  const signIn = await api.post('/users/login.php', { baseUrl: server.baseUrl, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  on = { baseUrl: server.baseUrl, cookie: signIn.headers.getSetCookie()[0].split(';')[0] };
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const stored = async () => (await api.get('/settings/email.php', on)).body.data;

describe('on save', () => {
  it('refuses this server, its network and the metadata service in every spelling, storing nothing', async () => {
    expect((await api.post(UPDATE, { ...on, json: { host: 'smtp.example.org', port: 587, user: '', password: '' } })).status).toBe(200);
    const before = await stored();
    const privateSpellings = ['127.0.0.1', 'localhost', 'LocalHost.', 'mail.localhost', '[::1]', '::1', '10.0.0.1', '172.16.0.1', '192.168.1.10', '100.64.0.1', 'fd12:3456::1', '2130706433', '0x7f000001', '0177.0.0.1', '127.1', '::ffff:127.0.0.1', '[::ffff:7f00:1]', '127.0.0.1.'];
    for (const host of privateSpellings) expectFailure(await api.post(UPDATE, { ...on, json: { host, port: 587 } }), 400, PRIVATE);
    const always: Array<[string, string]> = [
      ['169.254.169.254', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['metadata.google.internal', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['fe80::1', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['0.0.0.0', 'Mail Server cannot be an unspecified, broadcast or multicast address.'],
      ['255.255.255.255', 'Mail Server cannot be an unspecified, broadcast or multicast address.'],
      ['999.1.1.1', 'Mail Server cannot be an address that does not exist.'],
    ];
    for (const [host, message] of always) expectFailure(await api.post(UPDATE, { ...on, json: { host, port: 587 } }), 400, message);
    expect(await stored()).toEqual(before);
  });

  it("refuses ports other than a mail server's (25, 465, 587, 2525)", async () => {
    const before = await stored();
    for (const port of [22, 80, 2526, 6379, 8080]) expectFailure(await api.post(UPDATE, { ...on, json: { host: 'smtp.example.org', port } }), 400, 'Port must be 25, 465, 587 or 2525.');
    // A port alone is checked against the stored server.
    expectFailure(await api.post(UPDATE, { ...on, json: { port: 3306 } }), 400, 'Port must be 25, 465, 587 or 2525.');
    expect(await stored()).toEqual(before);
    for (const port of [25, 465, 587, 2525]) expect((await api.post(UPDATE, { ...on, json: { host: 'smtp.example.org', port } })).status, String(port)).toBe(200);
  });
});

describe('at send time', () => {
  it('refuses a name saved before the rule that resolves to this server, and never connects; then limits the test email', async () => {
    const sink = await startSmtpSink();
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(workDir, 'data.db') }, useNullAsDefault: true });
    try {
      // As a row saved before the rule: `localhost` resolves to 127.0.0.1, where a sink listens.
      expect((await api.post(UPDATE, { ...on, json: { host: 'smtp.example.org', port: 587, user: '', password: '' } })).status).toBe(200);
      await knex('email_settings').update({ host: 'localhost', port: sink.port, user: null, password_sealed: null });
      for (let attempt = 1; attempt <= 5; attempt += 1) expectFailure(await api.post(TEST, { ...on, json: { to: 'owner@evergreenhaven.example' } }), 502, REFUSED_AT_SEND);
      expect(sink.messages).toHaveLength(0);

      const sixth = await api.post(TEST, { ...on, json: { to: 'owner@evergreenhaven.example' } });
      expectFailure(sixth, 429, /^Too many test emails\. Please try again in 1[45] minutes\.$/);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    } finally {
      await knex.destroy();
      await sink.stop();
    }
  });
});
