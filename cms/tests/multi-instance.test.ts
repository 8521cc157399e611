import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { throwAwaySecrets } from './helpers/secrets';

/**
 * Two instances of the compiled server (separate processes) on one throw-away PostgreSQL database:
 * a write through either is visible on the next public read from the other (issue 6, decision
 * 0006). Needs Debian's postgresql; CI installs it, so there a missing server is a failure.
 */

type Postgres = { url: string; stop: () => Promise<void> };
type PostgresLib = { postgresAvailable: () => boolean; startPostgres: (options?: { database?: string }) => Promise<Postgres> };
const postgresLib = path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'postgres.mjs');
const { postgresAvailable, startPostgres } = (await import(postgresLib)) as PostgresLib;

const available = postgresAvailable();
if (!available && process.env.CI === 'true') {
  throw new Error('PostgreSQL is not installed, but CI must run the two-instance cache test: apt-get install -y postgresql');
}

const CMS = path.resolve(__dirname, '..');
// The same boot as tests/global-setup.ts, in a process of its own, printing the port it got.
const BOOT = `
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
createStrapi({ appDir: process.cwd(), distDir: path.join(process.cwd(), 'dist'), serveAdminPanel: false })
  .load()
  .then(async (strapi) => {
    strapi.log.level = 'warn';
    await strapi.listen();
    process.stdout.write('LISTENING ' + strapi.server.httpServer.address().port + '\\n');
    process.once('SIGTERM', () => strapi.destroy().finally(() => process.exit(0)));
  })
  .catch((error) => { console.error(error); process.exit(1); });
`;

type Instance = { url: string; process: ChildProcess };

const startInstance = (env: Record<string, string>): Promise<Instance> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', BOOT], { cwd: CMS, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`an instance did not start:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = /LISTENING (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, process: child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`an instance exited with code ${code} while starting:\n${output}`));
    });
  });

const stopInstance = async (instance?: Instance) => {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

const get = async (instance: Instance, path: string, headers: Record<string, string> = {}) => {
  const reply = await fetch(instance.url + path, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { status: reply.status, etag: reply.headers.get('etag'), body: (reply.status === 200 ? await reply.json() : null) as any };
};

/** A change written straight into the database, behind every instance's back (no notification). */
const sqlBehindTheCache = async (url: string, sql: string, values: unknown[]) => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
};

const send = async (instance: Instance, method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const reply = await fetch(instance.url + path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect(reply.status, `${method} ${path}: ${await reply.clone().text()}`).toBeLessThan(300);
  return reply;
};

describe.skipIf(!available)('two instances on one PostgreSQL database', () => {
  let postgres: Postgres | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let workDir = '';

  beforeAll(async () => {
    postgres = await startPostgres();
    workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-two-instances-'));
    const env = {
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_BANNER: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: postgres.url,
      PUBLIC_DIR: path.join(workDir, 'public'),
      WEB_DIST_DIR: path.join(workDir, 'no-site'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...throwAwaySecrets(),
    };
    // One after the other: the first creates the schema and seeds the content.
    a = await startInstance(env);
    b = await startInstance(env);
  }, 240_000);

  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    await postgres?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('an edit through the legacy API of instance A is visible on the next public read from B', async () => {
    const before = await get(b!, '/backend/api/faqs/read.php');
    expect(before.status).toBe(200);
    const faq = before.body.data[0];
    // B answers from its cache: a change that bypasses Strapi does not show, the reply is a 304.
    await sqlBehindTheCache(postgres!.url, 'update faqs set answer = $1 where id = $2', ['Written behind the cache.', faq.id]);
    expect((await get(b!, '/backend/api/faqs/read.php', { 'If-None-Match': before.etag! })).status).toBe(304);

    const login = await send(a!, 'POST', '/backend/api/users/login.php', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
    await send(a!, 'POST', '/backend/api/faqs/update.php', { id: faq.id, question: faq.question, answer: 'Edited on instance A.' }, { Cookie: cookie });

    const after = await get(b!, '/backend/api/faqs/read.php', { 'If-None-Match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.data.find((item: { id: number }) => item.id === faq.id).answer).toBe('Edited on instance A.');
  });

  it("an edit through instance B's Strapi console is visible on the next public read from A", async () => {
    const before = await get(a!, '/backend/api/services/public_read.php');
    const service = before.body.records[0];
    await sqlBehindTheCache(postgres!.url, 'update services set title = $1 where id = $2', ['Written behind the cache', service.id]);
    expect((await get(a!, '/backend/api/services/public_read.php', { 'If-None-Match': before.etag! })).status).toBe(304);

    const login = await send(b!, 'POST', '/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const auth = { Authorization: `Bearer ${((await login.json()) as any).data.token}` };
    const list: any = await (await fetch(`${b!.url}/content-manager/collection-types/api::service.service?page=1&pageSize=100`, { headers: auth })).json();
    const entry = list.results.find((item: { id: number }) => item.id === service.id);
    await send(b!, 'PUT', `/content-manager/collection-types/api::service.service/${entry.documentId}`, { title: 'Renamed on instance B' }, auth);

    const after = await get(a!, '/backend/api/services/public_read.php', { 'If-None-Match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.records.find((item: { id: number }) => item.id === service.id).title).toBe('Renamed on instance B');
  });
});
