import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Core } from '@strapi/strapi';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CONSOLE_EMAIL, CONSOLE_PASSWORD } from './helpers/accounts';
import { throwAwaySecrets } from './helpers/secrets';
import { makeTestCertificate } from './helpers/test-certificate';

// Strapi's ES module build cannot be loaded by Node's ESM resolver; its CommonJS build can.
const { compileStrapi, createStrapi } = createRequire(import.meta.url)('@strapi/strapi') as typeof import('@strapi/strapi');

/**
 * The real built site (web/dist) and its server renderer (web/dist-server), rebuilt first when the
 * web sources changed since the last build (scripts/lib/build.mjs, which holds a lock while it
 * builds): the pages the tests load are the ones the web app renders.
 */
const builtSite = async (): Promise<string> => {
  const lib = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/build.mjs')).href;
  const { build } = (await import(lib)) as { build: (options: { only: string[] }) => void };
  build({ only: ['web'] });
  return path.resolve(__dirname, '../../web/dist');
};

let strapi: Core.Strapi | undefined;
let workDir = '';
let stopPostgres: (() => Promise<void>) | undefined;
let stopObjectStore: (() => Promise<void>) | undefined;

type Postgres = { url: string; stop: () => Promise<void> };

/**
 * The database the suite runs on: a throw-away SQLite file (the default), or with
 * TEST_DATABASE=postgres a throw-away PostgreSQL cluster (scripts/lib/postgres.mjs).
 */
const databaseEnv = async (dir: string): Promise<Record<string, string>> => {
  if (process.env.TEST_DATABASE !== 'postgres') return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') };
  const lib = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/postgres.mjs')).href;
  const { startPostgres } = (await import(lib)) as { startPostgres: () => Promise<Postgres> };
  const postgres = await startPostgres();
  stopPostgres = postgres.stop;
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url };
};

type ObjectStore = { endpoint: string; bucket: string; env: Record<string, string>; stop: () => Promise<void> };

/**
 * Where uploads are stored: the public folder (the default), or with TEST_UPLOADS=s3 a throw-away
 * S3-compatible store (scripts/lib/object-store.mjs), as several instances would share.
 */
const uploadsEnv = async (): Promise<{ env: Record<string, string>; store?: ObjectStore }> => {
  if (process.env.TEST_UPLOADS !== 's3') return { env: { UPLOAD_PROVIDER: 'local' } };
  const lib = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/object-store.mjs')).href;
  const { startObjectStore } = (await import(lib)) as { startObjectStore: () => Promise<ObjectStore> };
  const store = await startObjectStore();
  stopObjectStore = store.stop;
  return { env: store.env, store };
};

export async function setup(project: TestProject) {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-api-test-'));
  const siteDir = await builtSite();
  const uploads = await uploadsEnv();
  const certificate = makeTestCertificate(workDir);

  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_BANNER: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(await databaseEnv(workDir)),
    ...uploads.env,
    PUBLIC_DIR: path.join(workDir, 'public'),
    BACKUP_DIR: path.join(workDir, 'backups'),
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    // No backup of its own in the middle of a run; tests/backups.test.ts runs the schedule on an instance of its own.
    BACKUP_SCHEDULE: 'off',
    WEB_DIST_DIR: siteDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...throwAwaySecrets(),
    // A second origin of the site's own (a development server), for the CORS and cross-site tests.
    CORS_ORIGINS: 'http://localhost:5173',
    // The API tests register people and send contact messages by the dozen from one address; the
    // security tests check the real limits on instances of their own (tests/helpers/instance.ts).
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_REGISTER_IP: '10000',
    RATE_LIMIT_CONTACT_IP: '10000',
    RATE_LIMIT_TOUR_READS_IP: '10000',
    TOUR_BOOKINGS_PER_DAY: '10000',
    TOUR_BOOKINGS_PER_FAMILY: '10000',
    RATE_LIMIT_PASSWORD_RESET_IP: '10000',
    RATE_LIMIT_PASSWORD_RESET_ACCOUNT: '10000',
    RATE_LIMIT_REFUSED_BODY_IP: '10000',
    RATE_LIMIT_EMAIL_TEST_ACCOUNT: '10000',
    // The test mail servers listen on loopback (helpers/smtp-sink.ts), with STARTTLS on a throw-away
    // certificate the server trusts; tests/email-addresses.test.ts checks the rule without the variable.
    ALLOW_PRIVATE_HOSTS: 'true',
    MAIL_TLS_CA_FILE: certificate.cert,
    TEST_SMTP_TLS_KEY_FILE: certificate.key,
    // The database and uploads a fresh extra instance starts from (helpers/instance.ts), made by the first.
    TEST_INSTANCE_TEMPLATE: path.join(workDir, 'instance-template'),
  });

  // The compiled server is rebuilt from scratch: Strapi loads every file of a services folder, and a
  // module deleted from src would otherwise live on in dist.
  // TEST_DIST_READY: `npm test` compiled it once for the SQLite and PostgreSQL runs, which then run side by side.
  const appDir = path.resolve(__dirname, '..');
  let appContext: { appDir: string; distDir?: string } = { appDir, distDir: path.join(appDir, 'dist') };
  if (process.env.TEST_DIST_READY !== 'true') {
    for (const part of ['src', 'config']) rmSync(path.join(appDir, 'dist', part), { recursive: true, force: true });
    appContext = await compileStrapi({ appDir });
  }
  strapi = await createStrapi({ ...appContext, serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  await strapi.listen();

  const address = strapi.server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('Strapi is not listening on a TCP port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  // The console tests' own super admin (helpers/accounts.ts): no test changes it, so its session
  // lasts the run. Strapi's own console sign-in limiter allows a handful per address: one sign-in
  // serves every file.
  const superAdmin = (await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as { id: number };
  await strapi.service('admin::user').create({ email: CONSOLE_EMAIL, firstname: 'Console', lastname: 'Tests', password: CONSOLE_PASSWORD, isActive: true, roles: [superAdmin.id] });
  const signIn = await fetch(`http://127.0.0.1:${address.port}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CONSOLE_EMAIL, password: CONSOLE_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`The console sign-in of the test setup failed: ${signIn.status}`);
  project.provide('consoleToken', ((await signIn.json()) as { data: { token: string } }).data.token);
  project.provide('backupDir', path.join(workDir, 'backups'));
  project.provide('publicDir', path.join(workDir, 'public'));
  project.provide('databaseClient', process.env.DATABASE_CLIENT as 'sqlite' | 'postgres');
  const { store, env } = uploads;
  project.provide('objectStore', store ? { endpoint: store.endpoint, bucket: store.bucket, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null);
}

export async function teardown() {
  await strapi?.destroy();
  await stopPostgres?.();
  await stopObjectStore?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
