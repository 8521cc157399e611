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
    store: objectStore(get),
  };
};

/**
 * The object store the server keeps its uploads in (UPLOAD_PROVIDER=s3, read as config/plugins.ts
 * reads it), or null for the local uploads folder. With it, archives go to that bucket too.
 */
const objectStore = (get) => {
  const provider = get('UPLOAD_PROVIDER', 'local');
  if (provider === 'local') return null;
  if (provider !== 's3') throw new Error(`UPLOAD_PROVIDER must be "local" or "s3", not "${provider}".`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !get(name));
  if (missing.length) throw new Error(`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}.`);
  return {
    bucket: get('S3_BUCKET'),
    endpoint: get('S3_ENDPOINT', ''),
    region: get('S3_REGION', 'us-east-1'),
    // Strapi's env.bool: only the word true is true.
    forcePathStyle: get('S3_FORCE_PATH_STYLE', 'false') === 'true',
    accessKeyId: get('S3_ACCESS_KEY_ID'),
    secretAccessKey: get('S3_SECRET_ACCESS_KEY'),
  };
};

/** BACKUP_KEEP: how many archives to keep, a whole number from 1. */
const backupKeep = (value) => {
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number from 1, not ${JSON.stringify(value)}`);
  return keep;
};

/** The record the server reads for the dashboard (cms/src/backup/backups.ts), in BACKUP_DIR or the bucket's backups/. */
export const LAST_BACKUP = 'last-backup.json';

/**
 * A backup or restore step failed because the database or the object store could not be reached
 * or refused: the server answers "Back up now" with 503 and Retry-After (scripts/backup.mjs exits
 * with UNAVAILABLE_EXIT), not as its own failure.
 */
export class Unavailable extends Error {
  constructor(dependency, detail) {
    super(`${dependency} failed: ${detail}`);
    this.name = 'Unavailable';
    this.dependency = dependency;
  }
}

/** EX_TEMPFAIL of sysexits.h: try again later. */
export const UNAVAILABLE_EXIT = 75;
