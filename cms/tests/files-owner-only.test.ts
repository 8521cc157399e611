import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

/**
 * The database and the backups hold password hashes and families' messages: they are the server
 * account's alone (issue 41), whatever umask the server was started with (this one inherits the
 * test runner's, usually 022). A server of its own, on SQLite, with its database in folders that
 * do not exist yet and a backup folder an older version left readable to all.
 */
const SQLITE = process.env.TEST_DATABASE !== 'postgres';
const work = mkdtempSync(path.join(os.tmpdir(), 'afh-modes-'));
const databaseFile = path.join(work, 'data', 'site', 'data.db');
const backupDir = path.join(work, 'backups');
let server: Instance | undefined;

beforeAll(async () => {
  mkdirSync(backupDir, { mode: 0o755 });
  chmodSync(backupDir, 0o755);
  writeFileSync(path.join(backupDir, 'last-backup.json'), '{}\n', { mode: 0o644 });
  chmodSync(path.join(backupDir, 'last-backup.json'), 0o644);
  if (SQLITE) server = await startInstance({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: databaseFile, BACKUP_DIR: backupDir, UPLOAD_PROVIDER: 'local' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The permission bits of a file or folder, as an octal string ('600'). */
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe.runIf(SQLITE)('files only the server account may read', () => {
  it('makes the database, its folder and its WAL files owner-only', () => {
    expect(modeOf(path.dirname(databaseFile))).toBe('700');
    const files = ['', '-wal', '-shm'].map((suffix) => `${databaseFile}${suffix}`).filter((file) => existsSync(file));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect([path.basename(file), modeOf(file)]).toEqual([path.basename(file), '600']);
  });

  it('writes backups and their record owner-only, in a folder only the owner may open', async () => {
    const signIn = await call('POST', '/backend/api/users/login.php', { baseUrl: server!.baseUrl, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
    const created = await call('POST', '/backend/api/backups/create.php', { baseUrl: server!.baseUrl, cookie });
    expect(created.status, created.text).toBe(201);

    expect(modeOf(backupDir)).toBe('700');
    const names = readdirSync(backupDir);
    expect(names.filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
    for (const name of names) expect([name, modeOf(path.join(backupDir, name))]).toEqual([name, '600']);
  });
});
