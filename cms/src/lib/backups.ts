import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupRecord } from '../contract/records';

/**
 * The backups in BACKUP_DIR, as `npm run backup` (scripts/backup.mjs) writes them: dated tar.gz
 * archives, and last-backup.json with the time of the newest. BACKUP_DIR is resolved like
 * DATABASE_FILENAME: relative to the cms folder (default cms/backups). The server takes its own
 * backups (scheduled, or "Back up now") by running that same script, so there is one way to make one.
 */
export type LastBackup = { at: string; archive: string };

/** The archives the script writes: afh-backup-20261125T030000.123Z.tar.gz (older ones have no milliseconds). */
const ARCHIVE_NAME = /^afh-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\.\d{3})?Z\.tar\.gz$/;
/** Longer names are never archives: the name rule only ever runs on short text. */
const NAME_MAX = 64;

const cmsDir = () => path.resolve(__dirname, '..', '..', '..');
const repoDir = () => path.resolve(cmsDir(), '..');

export const backupDir = () => path.resolve(cmsDir(), process.env.BACKUP_DIR || 'backups');

export const isArchiveName = (name: string) => name.length <= NAME_MAX && ARCHIVE_NAME.test(name);

/** The time in an archive's name. */
const timeOf = (name: string) => {
  const [, year, month, day, hour, minute, second, millis = '.000'] = ARCHIVE_NAME.exec(name) ?? [];
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${millis}Z`).toISOString();
};

export const readLastBackup = async (): Promise<LastBackup | null> => {
  try {
    const record = JSON.parse(await readFile(path.join(backupDir(), 'last-backup.json'), 'utf8')) as Partial<LastBackup>;
    if (typeof record.at !== 'string' || Number.isNaN(Date.parse(record.at))) return null;
    // Only the archive's name: where the server's files live is nobody's business.
    return { at: new Date(record.at).toISOString(), archive: path.basename(String(record.archive ?? '')) };
  } catch {
    return null;
  }
};

/** The archives in BACKUP_DIR, newest first. */
export const listBackups = async (): Promise<BackupRecord[]> => {
  let names: string[];
  try {
    names = await readdir(backupDir());
  } catch {
    return [];
  }
  const records = await Promise.all(
    names.filter(isArchiveName).map(async (file) => {
      try {
        return { file, created_at: timeOf(file), size_bytes: (await stat(path.join(backupDir(), file))).size };
      } catch {
        return null; // pruned while listed
      }
    }),
  );
  return records.filter((record): record is BackupRecord => record !== null).sort((a, b) => b.created_at.localeCompare(a.created_at));
};

/** The path of a listed archive; null for any name that is not one (so no other file can be named). */
export const archivePath = async (file: string) => ((await listBackups()).some((record) => record.file === file) ? path.join(backupDir(), file) : null);

/**
 * Runs scripts/backup.mjs, as `npm run backup` does, with the server's environment. Resolves when
 * it has finished; rejects with its error output when it failed.
 */
export const runBackupScript = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoDir(), 'scripts', 'backup.mjs')], { env: process.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 10_000) errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors.trim() || `backup.mjs exited with ${code}`))));
  });
