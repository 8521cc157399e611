import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `npm run backup` (scripts/backup.mjs) records each finished backup in BACKUP_DIR/last-backup.json;
 * the server reads it to show the time of the last backup. BACKUP_DIR is resolved like
 * DATABASE_FILENAME: relative to the cms folder (default cms/backups).
 */
export type LastBackup = { at: string; archive: string };

const cmsDir = () => path.resolve(__dirname, '..', '..', '..', '..');

export const backupDir = () => path.resolve(cmsDir(), process.env.BACKUP_DIR || 'backups');

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
