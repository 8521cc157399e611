import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './helpers/content';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { api, baseUrl, call, expectFailure } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { makeUser } from './helpers/sessions';
import { plantBackupFile, removeBackupFile, storedArchives, storedBackupFiles } from './helpers/stored-backups';

/**
 * Backups that run themselves (issue 17): the list with the last and next backup, one now (one at
 * a time), the download of a listed archive only, the schedule and BACKUP_KEEP. Each archive is
 * made by the same script as `npm run backup`, so it is a real, restorable backup. The archives are
 * in BACKUP_DIR, or with TEST_UPLOADS=s3 in the object store (tests/backups-shared.test.ts has two
 * instances on one bucket).
 */
const READ = '/backups/read.php';
const CREATE = '/backups/create.php';
const DOWNLOAD = '/backups/download.php';
const ARCHIVE = /^afh-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/;

const download = (file: string, cookie: string, base = baseUrl()) =>
  fetch(`${base}/backend/api${DOWNLOAD}?file=${encodeURIComponent(file)}`, { headers: { Cookie: cookie } });

afterAll(async () => {
  for (const file of await storedBackupFiles()) await removeBackupFile(file);
});

describe('who may use the backups', () => {
  it('refuses anonymous callers with 401 and signed-in people who are not approved admins with 403', async () => {
    const calls = [() => ['GET', READ], () => ['POST', CREATE], () => ['GET', `${DOWNLOAD}?file=afh-backup-20260101T030000.000Z.tar.gz`]] as const;
    for (const target of calls) {
      const [method, path] = target();
      expectFailure(await call(method, `/backend/api${path}`), 401);
      for (const [role, status] of [['user', 'approved'], ['staff', 'approved'], ['admin', 'pending']] as const) {
        expectFailure(await call(method, `/backend/api${path}`, { cookie: (await makeUser(role, status)).cookie }), 403);
      }
    }
    expect(await storedArchives()).toEqual([]);
  });
});

describe('backups on the shared server (no schedule: BACKUP_SCHEDULE=off)', () => {
  it('lists nothing before the first backup, and no next one', async () => {
    const reply = await api.get(READ, { cookie: await admin() });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({ success: true, records: [], last_backup_at: null, next_backup_at: null });
  });

  it('takes one now (201), lists it newest first with its time and size, and downloads it whole', async () => {
    const cookie = await admin();
    const before = Date.now();
    const created = await api.post(CREATE, { cookie });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Backup created successfully.' });
    const { record } = created.body;
    expect(record.file).toMatch(ARCHIVE);
    expect(Date.parse(record.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.size_bytes).toBeGreaterThan(1000);

    const second = (await api.post(CREATE, { cookie })).body.record;
    const list = await api.get(READ, { cookie });
    expect(list.body.records.map((each: { file: string }) => each.file)).toEqual([second.file, record.file]);
    expect(list.body.records[1]).toEqual(record);
    expect(list.body.last_backup_at).toBe(second.created_at);

    const reply = await download(record.file, cookie);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/gzip');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${record.file}"`);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect(bytes.length).toBe(record.size_bytes);
    // A real backup: the manifest, the database and the uploads folder.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'afh-backup-download-'));
    try {
      writeFileSync(path.join(dir, 'archive.tar.gz'), bytes);
      const entries = execFileSync('tar', ['-tzf', path.join(dir, 'archive.tar.gz')], { encoding: 'utf8' }).split('\n');
      expect(entries).toEqual(expect.arrayContaining(['manifest.json', inject('databaseClient') === 'sqlite' ? 'data.db' : 'database.dump', 'uploads/']));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a second backup while one runs with 409, and makes just the one', async () => {
    const cookie = await admin();
    const count = (await storedArchives()).length;
    const replies = await Promise.all([api.post(CREATE, { cookie }), api.post(CREATE, { cookie })]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expectFailure(replies.find((reply) => reply.status === 409)!, 409, 'A backup is already running. Please wait a minute and look again.');
    expect(await storedArchives()).toHaveLength(count + 1);
  });

  it('downloads only archives of the list: any other name is a 404, a malformed one a 400', async () => {
    const cookie = await admin();
    await plantBackupFile('notes.txt', 'not a backup');
    for (const file of ['last-backup.json', 'notes.txt', 'afh-backup-20200101T000000.000Z.tar.gz']) {
      const reply = await download(file, cookie);
      expect(reply.status, file).toBe(404);
      expect(await reply.json()).toEqual({ success: false, message: 'No backup by that name.' });
    }
    for (const file of ['../data.db', '..%2Fdata.db', '/etc/passwd', 'a'.repeat(5_000), `${'a'.repeat(60)}/../../x`]) {
      const reply = await download(file, cookie);
      expect([400, 404], file.slice(0, 40)).toContain(reply.status);
      const body = (await reply.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).not.toMatch(/\/|\\|ENOENT/);
    }
    expectFailure(await api.get(DOWNLOAD, { cookie }), 400);
    expectFailure(await api.get(`${DOWNLOAD}?file=a&file=b`, { cookie }), 400);
    await removeBackupFile('notes.txt');
  });
});

describe('backups on a schedule', () => {
  let server: Instance;
  let cookie: string;
  beforeAll(async () => {
    // Every two seconds, keeping the newest two.
    server = await startInstance({ BACKUP_SCHEDULE: '*/2 * * * * *', BACKUP_KEEP: '2' });
    const reply = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    cookie = reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
  }, 120_000);
  afterAll(() => server?.stop());

  const read = async () => (await call('GET', `/backend/api${READ}`, { baseUrl: server.baseUrl, cookie })).body;

  it('says when the next one runs, takes them by itself, and keeps only BACKUP_KEEP', async () => {
    const first = await read();
    const next = Date.parse(first.next_backup_at);
    expect(next).toBeGreaterThan(Date.now() - 500);
    expect(next).toBeLessThanOrEqual(Date.now() + 2_500);
    expect(new Date(next).getSeconds() % 2).toBe(0);

    // Three or more scheduled backups later, the two newest remain.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const body = await read();
          for (const record of body.records) seen.add(record.file);
          return seen.size;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(3);
    // A backup every 2 s: between one being written and the oldest being removed the list holds
    // three for a moment (a read on a busy machine caught that), so the test waits for the steady
    // state, which a server that never removes any would not reach.
    await expect.poll(async () => (await read()).records.length, { timeout: 5_000, interval: 100 }).toBeLessThanOrEqual(2);
    const body = await read();
    expect(body.records.length).toBeGreaterThanOrEqual(1);
    expect(Date.now() - Date.parse(body.last_backup_at)).toBeLessThan(10_000);
  }, 60_000);
});

describe('the schedule by default, and one Strapi cannot read', () => {
  it('runs nightly at 03:00 server time when BACKUP_SCHEDULE is not set', async () => {
    const server = await startInstance({ BACKUP_SCHEDULE: '' });
    try {
      const login = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
      const { next_backup_at } = (await call('GET', `/backend/api${READ}`, { baseUrl: server.baseUrl, cookie })).body;
      const expected = new Date();
      expected.setHours(3, 0, 0, 0);
      if (expected.getTime() <= Date.now()) expected.setDate(expected.getDate() + 1);
      expect(next_backup_at).toBe(expected.toISOString());
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('stops the server from starting, saying why', async () => {
    await expect(startInstance({ BACKUP_SCHEDULE: 'every night' })).rejects.toThrow(/BACKUP_SCHEDULE is not a cron rule Strapi can read/);
  }, 120_000);
});
