import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { CMS } from './paths.mjs';

/**
 * The settings the backup and restore scripts share with the server: the environment first, then
 * cms/.env (as Strapi reads it), relative paths resolved against the cms folder as the server does.
 */
export const serverConfig = (env = process.env) => {
  const envFile = path.join(CMS, '.env');
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const get = (key, fallback) => env[key] || fromFile[key] || fallback;
  const client = get('DATABASE_CLIENT', 'sqlite') === 'postgres' ? 'postgres' : 'sqlite';
  return {
    client,
    databaseFile: path.resolve(CMS, get('DATABASE_FILENAME', '.tmp/data.db')),
    databaseUrl: get('DATABASE_URL', ''),
    uploadsDir: path.join(path.resolve(CMS, get('PUBLIC_DIR', 'public')), 'uploads'),
    backupDir: path.resolve(CMS, get('BACKUP_DIR', 'backups')),
    keep: backupKeep(get('BACKUP_KEEP', '14')),
  };
};

/** BACKUP_KEEP: how many archives to keep, a whole number from 1. */
const backupKeep = (value) => {
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number from 1, not ${JSON.stringify(value)}`);
  return keep;
};

/** The record the server reads for the dashboard (cms/src/lib/backups.ts). */
export const lastBackupFile = (config) => path.join(config.backupDir, 'last-backup.json');
