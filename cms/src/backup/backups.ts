import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import type { BackupRecord } from '@afh/contract/records';
import { HttpError } from '../content/http';
import { storeBucket, type Bucket as StoreBucket } from '../content/upload-store';
import { isMissingObject } from '../runtime/store-unavailable';

/**
 * The backups as `npm run backup` (scripts/backup.mjs) writes them: dated tar.gz archives, and
 * last-backup.json with the time of the newest. Without an object store they are files in
 * BACKUP_DIR, resolved like DATABASE_FILENAME: relative to the cms folder (default cms/backups).
 * With UPLOAD_PROVIDER=s3 they are objects under backups/ in the uploads' bucket, so that every
 * instance lists, downloads and reports the same ones (decision 0029). The server takes its own
 * backups (scheduled, or "Back up now") by running that same script, so there is one way to make one.
 */
export type LastBackup = { at: string; archive: string };

/** The archives the script writes: afh-backup-20261125T030000.123Z.tar.gz (older ones have no milliseconds). */
const ARCHIVE_NAME = /^afh-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\.\d{3})?Z\.tar\.gz$/;
/** Longer names are never archives: the name rule only ever runs on short text. */
const NAME_MAX = 64;
const LAST_BACKUP = 'last-backup.json';
/** The key prefix of the backups in the bucket (scripts/lib/backup-bucket.mjs). */
const PREFIX = 'backups/';

/** The exit code of scripts/backup.mjs when the database or the object store failed it (EX_TEMPFAIL). */
const UNAVAILABLE_EXIT = 75;
/** scripts/lib/backup-lock.mjs BUSY_EXIT: another backup holds the lock. */
const BUSY_EXIT = 3;
export const BACKUPS_UNREACHABLE = 'The backups cannot be reached just now: the file store does not answer. Please try again in a minute.';

const cmsDir = () => path.resolve(__dirname, '..', '..', '..');
const repoDir = () => path.resolve(cmsDir(), '..');

export const backupDir = () => path.resolve(cmsDir(), process.env.BACKUP_DIR || 'backups');

export const isArchiveName = (name: string) => name.length <= NAME_MAX && ARCHIVE_NAME.test(name);

/** The time in an archive's name. */
const timeOf = (name: string) => {
  const [, year, month, day, hour, minute, second, millis = '.000'] = ARCHIVE_NAME.exec(name) ?? [];
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${millis}Z`).toISOString();
};

const newestFirst = (records: Array<BackupRecord | null>) =>
  records.filter((record): record is BackupRecord => record !== null).sort((a, b) => b.created_at.localeCompare(a.created_at));

/** Where the archives are kept: BACKUP_DIR, or the bucket's backups/ prefix. */
type Shelf = {
  list(): Promise<BackupRecord[]>;
  /** A listed archive's bytes, or null when the name is not one. */
  open(file: string): Promise<{ body: Readable; size: number } | null>;
  /** last-backup.json as the script wrote it, or null when there is none. */
  readRecord(): Promise<string | null>;
};

const localShelf = (): Shelf => ({
  async list() {
    let names: string[];
    try {
      names = await readdir(backupDir());
    } catch {
      return [];
    }
    return newestFirst(
      await Promise.all(
        names.filter(isArchiveName).map(async (file) => {
          try {
            return { file, created_at: timeOf(file), size_bytes: (await stat(path.join(backupDir(), file))).size };
          } catch {
            return null; // pruned while listed
          }
        }),
      ),
    );
  },
  async open(file) {
    const found = (await this.list()).find((record) => record.file === file);
    return found ? { body: createReadStream(path.join(backupDir(), file)), size: found.size_bytes } : null;
  },
  readRecord: () => readFile(path.join(backupDir(), LAST_BACKUP), 'utf8').catch(() => null),
});

const unreachable = (strapi: Core.Strapi, what: string, error: unknown) => {
  strapi.log.error(`Backups: the object store failed ${what}: ${(error as Error).name}: ${String((error as Error).message).slice(0, 300)}`);
  return new HttpError(503, BACKUPS_UNREACHABLE);
};

const bucketShelf = (strapi: Core.Strapi, { client, Bucket }: StoreBucket): Shelf => {
  const list = async () => {
    const records: BackupRecord[] = [];
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: PREFIX })) {
        for (const { Key, Size } of page.Contents ?? []) {
          const file = Key?.slice(PREFIX.length) ?? '';
          if (isArchiveName(file)) records.push({ file, created_at: timeOf(file), size_bytes: Size ?? 0 });
        }
      }
    } catch (error) {
      throw unreachable(strapi, 'to list the backups', error);
    }
    return newestFirst(records);
  };
  return {
    list,
    async open(file) {
      if (!(await list()).some((record) => record.file === file)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `${PREFIX}${file}` }));
        return object.Body ? { body: object.Body as Readable, size: object.ContentLength ?? 0 } : null;
      } catch (error) {
        if (isMissingObject(error)) return null; // pruned since listed
        throw unreachable(strapi, `to read ${file}`, error);
      }
    },
    async readRecord() {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `${PREFIX}${LAST_BACKUP}` }));
        return (await object.Body?.transformToString()) ?? null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw unreachable(strapi, 'to read the last backup', error);
      }
    },
  };
};

const shelves = new WeakMap<Core.Strapi, Shelf>();

/** This server's backups: in the bucket when its uploads are (the upload plugin's aws-s3 provider). */
const shelfOf = (strapi: Core.Strapi): Shelf => {
  let shelf = shelves.get(strapi);
  if (!shelf) {
    const bucket = storeBucket(strapi);
    shelf = bucket ? bucketShelf(strapi, bucket) : localShelf();
    shelves.set(strapi, shelf);
  }
  return shelf;
};

/** When the last backup was taken, from its record; null when there is none, it is unreadable, or the store does not answer. */
export const readLastBackup = async (strapi: Core.Strapi = globalThis.strapi): Promise<LastBackup | null> => {
  try {
    const text = await shelfOf(strapi).readRecord();
    if (text === null) return null;
    const record = JSON.parse(text) as Partial<LastBackup>;
    if (typeof record.at !== 'string' || Number.isNaN(Date.parse(record.at))) return null;
    // Only the archive's name: where the server's files live is nobody's business.
    return { at: new Date(record.at).toISOString(), archive: path.basename(String(record.archive ?? '')) };
  } catch {
    return null;
  }
};

/** The archives, newest first. A 503 HttpError when the object store does not answer. */
export const listBackups = (strapi: Core.Strapi): Promise<BackupRecord[]> => shelfOf(strapi).list();

/** A listed archive's bytes and size; null for any name that is not one (so no other file can be named). */
export const openArchive = (strapi: Core.Strapi, file: string) => shelfOf(strapi).open(file);

/**
 * scripts/backup.mjs failed: `unavailable` when the database or the object store was the cause,
 * `busy` when another backup (`npm run backup`, say) held the site's backup lock.
 */
export class BackupScriptError extends Error {
  constructor(
    message: string,
    readonly unavailable: boolean,
    readonly busy = false,
  ) {
    super(message);
    this.name = 'BackupScriptError';
  }
}

/** How scripts/backup.mjs's last line names the archive it wrote. */
const SAVED_TO = ' saved to ';

/**
 * Runs scripts/backup.mjs, as `npm run backup` does, with the server's environment. Resolves when
 * it has finished; rejects with a BackupScriptError carrying its error output when it failed.
 * `lockHeld`: this server already holds the site's backup lock (PostgreSQL's advisory lock), which
 * the script then does not ask for again (scripts/lib/backup-lock.mjs). Resolves with the name of
 * the archive it wrote, from the line the script ends with: `[backup] … saved to <archive>`.
 */
export const runBackupScript = ({ lockHeld }: { lockHeld: boolean }) =>
  new Promise<string>((resolve, reject) => {
    const env = lockHeld ? { ...process.env, BACKUP_LOCK_HELD: 'server' } : process.env;
    const child = spawn(process.execPath, [path.join(repoDir(), 'scripts', 'backup.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (said.length < 10_000) said += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 10_000) errors += chunk.toString();
    });
    child.on('error', reject);
    // 'close', not 'exit': the script's last line may still be in the pipe when it exits.
    child.on('close', (code) => {
      // The archive this run wrote, by name: the newest in the list may be another instance's,
      // whose clock runs ahead (a scheduled one that finished just before this one took the lock).
      const saved = code === 0 ? said.split('\n').find((line) => line.startsWith('[backup]') && line.includes(SAVED_TO)) : undefined;
      if (saved) return resolve(path.basename(saved.slice(saved.lastIndexOf(SAVED_TO) + SAVED_TO.length).trim()));
      if (code === 0) return reject(new BackupScriptError('backup.mjs did not say which archive it saved', false));
      // Only the script's own lines: the SDK's notices (Node versions) are not the reason.
      const reason = errors.split('\n').filter((line) => line.startsWith('[backup]')).join('\n') || errors.trim();
      reject(new BackupScriptError(reason || `backup.mjs exited with ${code}`, code === UNAVAILABLE_EXIT, code === BUSY_EXIT));
    });
  });
