import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ownerOnlyDir } from './owner-only.mjs';
import { CMS } from './paths.mjs';
import { Unavailable } from './backup-config.mjs';

/**
 * One backup at a time, whoever starts it (issue 43): `npm run backup` takes the lock the server's
 * backups take.
 * - On PostgreSQL, the advisory lock every instance asks for (cms/src/backup/cluster-lock.ts,
 *   LOCKS.backup), held by this script's own session while it works. The server takes it before
 *   it runs this script and says so (BACKUP_LOCK_HELD=server); the script then does not ask again.
 * - On SQLite (one machine), a lock file in BACKUP_DIR holding the pid of the backup that runs;
 *   the file of a process that is gone is taken over.
 */

/** The server's LOCKS.backup: the same number, so both ask for the same lock. */
const BACKUP_LOCK_KEY = 0x61666862;
/** Exit code of scripts/backup.mjs when another backup runs (the server answers 409). */
export const BUSY_EXIT = 3;
export const BUSY_MESSAGE = 'A backup is already running. Please wait a minute and look again.';

/** Another backup holds the lock. */
export class BackupBusy extends Error {
  constructor() {
    super(BUSY_MESSAGE);
    this.name = 'BackupBusy';
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const LOCK_FILE = '.backup.lock';

/** Takes the lock file, or throws BackupBusy; a file left by a process that is gone is taken over. */
const takeLockFile = (dir) => {
  const file = path.join(ownerOnlyDir(dir), LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) throw new BackupBusy();
      rmSync(file, { force: true });
    }
  }
  throw new BackupBusy();
};

/** Takes PostgreSQL's advisory lock in a session of its own, or throws BackupBusy. */
const takeAdvisoryLock = async (url) => {
  const { Client } = createRequire(path.join(CMS, 'package.json'))('pg');
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [BACKUP_LOCK_KEY]);
    if (!rows[0]?.locked) throw new BackupBusy();
  } catch (error) {
    await client.end().catch(() => undefined);
    if (error instanceof BackupBusy) throw error;
    throw new Unavailable('the database', `the backup lock: ${error.message}`);
  }
  // Ending the session releases the lock.
  return () => client.end().catch(() => undefined);
};

/** Runs `task` while this process holds the site's backup lock; throws BackupBusy when another backup holds it. */
export const whileBackupLocked = async (config, task, env = process.env) => {
  let release = () => undefined;
  if (config.client === 'postgres') {
    if (env.BACKUP_LOCK_HELD !== 'server') release = await takeAdvisoryLock(config.databaseUrl);
  } else {
    release = takeLockFile(config.backupDir);
  }
  try {
    return await task();
  } finally {
    await release();
  }
};
