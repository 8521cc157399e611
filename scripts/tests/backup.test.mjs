import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openBucket } from '../lib/backup-bucket.mjs';
import { serverConfig } from '../lib/backup-config.mjs';
import { integrityCheck } from '../lib/backup-sqlite.mjs';
import { startObjectStore } from '../lib/object-store.mjs';
import { postgresAvailable, startPostgres } from '../lib/postgres.mjs';
import { build } from '../lib/build.mjs';
import { allFaqs, createFaq } from '../lib/faq-client.mjs';
import { CMS, ROOT } from '../lib/paths.mjs';
import { signIn, startServer } from '../lib/server.mjs';

// npm run backup while the server runs, change the data, npm run restore into the stopped
// instance, start it again: the site is exactly as it was at the backup. On SQLite the uploads are
// in the public folder and the archives in BACKUP_DIR; on PostgreSQL both are in an object store
// (the configuration of several instances), and the restore puts the uploads back into its bucket.
const sharp = createRequire(`${CMS}/package.json`)('sharp');

const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-backup-test-'));
let env;
let server;
let postgres;
let store;
let bucket;
after(async () => {
  await server?.stop('SIGKILL');
  await postgres?.stop();
  bucket?.close();
  await store?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

// Not spawnSync: the object store (s3rver) runs in this process and must answer the script.
const npmScript = (script, args = []) =>
  new Promise((resolve) => {
    const child = execFile(process.execPath, [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ status: child.exitCode ?? (error ? 1 : 0), stdout, stderr }),
    );
  });

const upload = async (cookie, color) => {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: color } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'photo.png');
  const reply = await fetch(`${server.url}/backend/api/upload_image.php`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  assert.equal(reply.status, 201, await reply.clone().text());
  return (await reply.json()).url;
};

/** Files only the server account may read (issue 41): no group or other permission bits. */
const assertOwnerOnly = (file) => assert.equal(statSync(file).mode & 0o077, 0, `${file} is ${(statSync(file).mode & 0o777).toString(8)}`);

const namesIn = (dir) => (existsSync(dir) ? readdirSync(dir).sort() : []);
/** The stored uploads: the public folder's, or the bucket's uploads/ objects. */
const uploads = async () => (bucket ? (await bucket.list('uploads/')).map(({ key }) => key.slice('uploads/'.length)).sort() : namesIn(path.join(env.PUBLIC_DIR, 'uploads')));
/** The archives and the record: BACKUP_DIR, or the bucket's backups/. */
const archiveNames = async () =>
  (bucket ? (await bucket.list('backups/')).map(({ key }) => key.slice('backups/'.length)) : namesIn(env.BACKUP_DIR)).filter((name) => name.endsWith('.tar.gz'));
const lastBackup = async () => JSON.parse(bucket ? await bucket.readText('backups/last-backup.json') : readFileSync(path.join(env.BACKUP_DIR, 'last-backup.json'), 'utf8'));
const health = async (cookie) => (await (await fetch(`${server.url}/backend/api/system/health.php`, { headers: { Cookie: cookie } })).json()).data;
const deleteFaq = async (cookie, id) => {
  const reply = await fetch(`${server.url}/backend/api/faqs/delete.php`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ id }),
  });
  assert.equal(reply.status, 200);
};

/**
 * Holds the site's backup lock as another backup would: on SQLite the lock file of a live process
 * (this one), then one left by a process that is gone, which the next backup takes over; on
 * PostgreSQL the advisory lock in a session of its own. Resolves with its release.
 */
const holdBackupLock = async (client) => {
  if (client === 'sqlite') {
    const file = path.join(env.BACKUP_DIR, '.backup.lock');
    mkdirSync(env.BACKUP_DIR, { recursive: true, mode: 0o700 });
    writeFileSync(file, String(process.pid));
    return async () => writeFileSync(file, '999999999');
  }
  const { Client } = createRequire(`${CMS}/package.json`)('pg');
  const session = new Client({ connectionString: env.DATABASE_URL });
  await session.connect();
  assert.equal((await session.query('select pg_try_advisory_lock($1) as locked', [0x61666862])).rows[0].locked, true);
  return () => session.end();
};

const databases = ['sqlite', ...(postgresAvailable() || process.env.CI ? ['postgres'] : [])];

for (const client of databases) test(`${client}${client === 'postgres' ? ' and an object store' : ''}: backup, change, restore: the database and uploads are back as they were`, { timeout: 600_000 }, async () => {
  build();
  const dir = path.join(workDir, client);
  env = { DATABASE_CLIENT: client, PUBLIC_DIR: path.join(dir, 'public'), BACKUP_DIR: path.join(dir, 'backups') };
  if (client === 'sqlite') env.DATABASE_FILENAME = path.join(dir, 'db', 'data.db');
  else {
    [postgres, store] = await Promise.all([startPostgres(), startObjectStore()]);
    Object.assign(env, { DATABASE_URL: postgres.url }, store.env);
    bucket = openBucket(serverConfig({ ...process.env, ...env }).store);
  }
  server = await startServer({ env });
  const { secrets } = server;
  let cookie = await signIn(server.url);
  assert.equal((await health(cookie)).last_backup, null);
  if (client === 'sqlite') [env.DATABASE_FILENAME, path.dirname(env.DATABASE_FILENAME), path.join(env.PUBLIC_DIR, 'uploads')].forEach(assertOwnerOnly);

  const keptImage = await upload(cookie, '#36c');
  await createFaq(server.url, cookie, 'Saved before the backup?');
  const atBackup = { faqs: await allFaqs(server.url, cookie), uploads: await uploads() };

  // One backup at a time (issue 43): while another holds the site's backup lock, npm run backup
  // and the dashboard's "Back up now" both refuse and make nothing.
  const release = await holdBackupLock(client);
  const busy = await npmScript('backup');
  assert.equal(busy.status, 3, busy.stderr);
  assert.match(busy.stderr, /A backup is already running/);
  const backUpNow = await fetch(`${server.url}/backend/api/backups/create.php`, { method: 'POST', headers: { Cookie: cookie } });
  assert.equal(backUpNow.status, 409, await backUpNow.text());
  assert.deepEqual(await archiveNames(), []);
  await release();

  const backedUp = await npmScript('backup');
  assert.equal(backedUp.status, 0, backedUp.stderr);
  const archives = await archiveNames();
  assert.equal(archives.length, 1);
  assert.deepEqual(namesIn(env.BACKUP_DIR).filter((name) => name.endsWith('.tar.gz')), bucket ? [] : archives, 'the archive is in one place');
  // From the bucket it is restored by its name, as the dashboard lists it.
  const archive = bucket ? archives[0] : path.join(env.BACKUP_DIR, archives[0]);
  assert.equal((await lastBackup()).archive, archives[0]);
  if (!bucket) [env.BACKUP_DIR, archive, path.join(env.BACKUP_DIR, 'last-backup.json')].forEach(assertOwnerOnly);
  assert.equal((await health(cookie)).last_backup.archive, archives[0], 'the dashboard sees the backup');

  // Changes after the backup, which the restore must undo.
  await createFaq(server.url, cookie, 'Added after the backup?');
  await deleteFaq(cookie, atBackup.faqs[0].id);
  const lostImage = await upload(cookie, '#c63');
  const lostName = path.basename(new URL(lostImage, server.url).pathname);
  assert.equal((await fetch(`${server.url}/uploads/${lostName}?w=320`)).status, 200, 'a variant of the image the restore takes away');
  assert.notDeepEqual(await allFaqs(server.url, cookie), atBackup.faqs);
  const beforeRestore = await uploads();

  const refused = await npmScript('restore', [archive]);
  assert.notEqual(refused.status, 0, 'a restore under a running server is refused');
  assert.match(refused.stderr, /stop the server/);
  assert.equal((await allFaqs(server.url, cookie)).length, atBackup.faqs.length, 'the refused restore changed nothing');

  await server.stop('SIGTERM');
  server = undefined;
  const restored = await npmScript('restore', [archive]);
  assert.equal(restored.status, 0, restored.stderr);
  if (client === 'sqlite') assert.equal(integrityCheck(env.DATABASE_FILENAME), 'ok');
  const replaced = readdirSync(env.BACKUP_DIR).find((name) => name.startsWith('replaced-'));
  const kept = client === 'sqlite' ? 'data.db' : 'database.dump';
  assert.ok(replaced && existsSync(path.join(env.BACKUP_DIR, replaced, kept)), 'what was replaced is kept');
  if (client === 'sqlite') [env.DATABASE_FILENAME, path.join(env.BACKUP_DIR, replaced)].forEach(assertOwnerOnly);
  assert.deepEqual(namesIn(path.join(env.BACKUP_DIR, replaced, 'uploads')), beforeRestore, 'the uploads it replaced are kept');
  assert.deepEqual(await uploads(), atBackup.uploads, 'the uploads are back where the server keeps them');
  if (bucket) assert.deepEqual((await bucket.list('variants/')).filter(({ key }) => key.includes(lostName)), [], 'no variant of a removed upload is left');

  server = await startServer({ env, secrets });
  cookie = await signIn(server.url);
  assert.deepEqual(await allFaqs(server.url, cookie), atBackup.faqs);
  assert.deepEqual(await uploads(), atBackup.uploads);
  assert.equal((await fetch(`${server.url}${new URL(keptImage, server.url).pathname}`)).status, 200);
  assert.equal((await fetch(`${server.url}${new URL(lostImage, server.url).pathname}`)).status, 404);
  await server.stop('SIGTERM');
  server = undefined;
  await postgres?.stop();
  postgres = undefined;
  bucket?.close();
  bucket = undefined;
  await store?.stop();
  store = undefined;
});
