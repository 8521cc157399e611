import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { startInstance, stopInstance, type Instance } from './helpers/cluster';
import { fileForm } from './helpers/content';
import { throwAwaySecrets } from './helpers/secrets';
import { STORE_UNAVAILABLE_MESSAGE } from '../src/runtime/store-unavailable';

/**
 * The object store goes down while the site runs (issue 30): uploads answer 503 with Retry-After and
 * store nothing, image reads answer 503 (or the local copy), never 500 and never a hang, and both
 * work again by themselves once the store is back on the same port with the same files. Runs with
 * TEST_UPLOADS=s3 only, on an instance of its own with a store of its own (the suite's store is not
 * stopped under the other files), on SQLite whatever the suite's database: the store is what fails.
 */

type ObjectStore = { endpoint: string; port: number; env: Record<string, string>; pause: () => Promise<void>; resume: () => Promise<void>; stop: () => Promise<void> };
type ObjectStoreLib = { startObjectStore: () => Promise<ObjectStore> };
const { startObjectStore } = (await import(path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'object-store.mjs'))) as ObjectStoreLib;

const inObjectStoreRun = process.env.TEST_UPLOADS === 's3';

describe.skipIf(!inObjectStoreRun)('the object store goes down and comes back', () => {
  let store: ObjectStore | undefined;
  let site: Instance | undefined;
  let workDir = '';
  let siteEnv: Record<string, string> = {};
  let cookie = '';
  let consoleToken = '';
  /** An image uploaded while the store was up: in the store only. */
  let stored = '';
  /** An image of the local folder from before the move to the store (copied in at start). */
  const LOCAL = 'porch-from-the-disk.jpg';

  const upload = async (name: string) => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a8' } }).jpeg().toBuffer();
    return fetch(`${site!.url}/backend/api/upload_image.php`, { method: 'POST', headers: { Cookie: cookie }, body: fileForm(photo, name, 'image/jpeg') });
  };
  const consoleUpload = async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a58' } }).png().toBuffer();
    return fetch(`${site!.url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${consoleToken}` }, body: fileForm(photo, 'console.png', 'image/png', 'files') });
  };
  const get = (address: string) => fetch(site!.url + address, { signal: AbortSignal.timeout(15_000) });
  const fileRows = async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(workDir, 'data.db') }, useNullAsDefault: true });
    try {
      const [row] = await knex('files').count({ count: '*' });
      return Number(row.count);
    } finally {
      await knex.destroy();
    }
  };

  beforeAll(async () => {
    store = await startObjectStore();
    workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-store-outage-'));
    mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
    writeFileSync(path.join(workDir, 'public', 'uploads', LOCAL), await sharp({ create: { width: 400, height: 300, channels: 3, background: '#753' } }).jpeg().toBuffer());
    siteEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      ...store.env,
      PUBLIC_DIR: path.join(workDir, 'public'),
      BACKUP_DIR: path.join(workDir, 'backups'),
      BACKUP_SCHEDULE: 'off',
      WEB_DIST_DIR: path.join(workDir, 'no-site'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...throwAwaySecrets(),
    };
    site = await startInstance(siteEnv);
    const signIn = await fetch(`${site.url}/backend/api/users/login.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
    const consoleSignIn = await fetch(`${site.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(consoleSignIn.status).toBe(200);
    consoleToken = ((await consoleSignIn.json()) as { data: { token: string } }).data.token;

    const reply = await upload('garden.jpg');
    expect(reply.status, await reply.clone().text()).toBe(201);
    stored = ((await reply.json()) as { relative_path: string }).relative_path;
    // It and a variant of it are in the store before it goes down.
    expect((await get(`/uploads/${stored}?w=320`)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await stopInstance(site);
    await store?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 with Retry-After while the store is down, stores nothing, and recovers when it is back', async () => {
    const rowsBefore = await fileRows();
    await store!.pause();
    try {
      const started = Date.now();
      const refused = await upload('while-down.jpg');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({ success: false, message: STORE_UNAVAILABLE_MESSAGE });

      const consoleRefused = await consoleUpload();
      expect(consoleRefused.status).toBe(503);
      expect(consoleRefused.headers.get('retry-after')).toBe('60');
      expect(((await consoleRefused.json()) as { error: { message: string } }).error.message).toBe(STORE_UNAVAILABLE_MESSAGE);
      // No record points at a file that was never stored.
      expect(await fileRows()).toBe(rowsBefore);

      // An image in the store only, its stored variant, a variant still to make, the legacy path.
      for (const address of [`/uploads/${stored}`, `/uploads/${stored}?w=320`, `/uploads/${stored}?w=480`, `/backend/uploads/images/${stored}`]) {
        const reply = await get(address);
        expect(reply.status, address).toBe(503);
        expect(reply.headers.get('retry-after'), address).toBe('60');
        expect(reply.headers.get('cache-control'), address).toBe('no-store');
        expect(reply.headers.get('content-type'), address).toMatch(/^text\/plain/);
      }
      // A width the site never makes is still the caller's mistake, store or no store.
      expect((await get(`/uploads/${stored}?w=333`)).status).toBe(400);
      // An image the local folder still has is served from there.
      const local = await get(`/uploads/${LOCAL}`);
      expect(local.status).toBe(200);
      expect(local.headers.get('content-type')).toBe('image/jpeg');
      // A refused connection fails at once, retry included: nothing waits for the store.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await store!.resume();
    }

    // Back on the same port with the same files: no restart of the site, no "down" state kept.
    const original = await get(`/uploads/${stored}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const variant = await get(`/backend/uploads/images/${stored}?w=480`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await get('/uploads/never-uploaded_0123456789.jpg?w=320')).status).toBe(404);
    expect((await upload('after.jpg')).status).toBe(201);
    expect((await consoleUpload()).status).toBe(201);
    expect(await fileRows()).toBe(rowsBefore + 2);
  });

  it('answers 503 within seconds when the store takes connections but never answers', async () => {
    await store!.pause();
    // Something holds the store's port and says nothing: the client's time limits end the wait.
    const silent = net.createServer(() => undefined);
    const sockets = new Set<net.Socket>();
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(store!.port, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const reply = await get(`/uploads/${stored}?w=640`);
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('60');
      expect(Date.now() - started).toBeLessThan(12_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await store!.resume();
    }
    expect((await get(`/uploads/${stored}?w=640`)).status).toBe(200);
  }, 30_000);

  it('starts while the store is down, serving what it has on its disk, and uses the store once it is back', async () => {
    await stopInstance(site);
    await store!.pause();
    try {
      // The copy of local uploads into the store waits for it (logged, tried again later).
      site = await startInstance(siteEnv);
      expect((await get(`/uploads/${LOCAL}`)).status).toBe(200);
      expect((await get(`/uploads/${stored}`)).status).toBe(503);
    } finally {
      await store!.resume();
    }
    expect((await get(`/uploads/${stored}`)).status).toBe(200);
  }, 60_000);
});
