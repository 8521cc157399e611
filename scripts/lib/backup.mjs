import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastBackupFile, serverConfig } from './backup-config.mjs';
import { dumpPostgres, postgresInUse, restorePostgres } from './backup-postgres.mjs';
import { backupSqlite, integrityCheck, sqliteInUse } from './backup-sqlite.mjs';

const FORMAT = 1;
const stamp = (date) => date.toISOString().replace(/[-:]/g, '');
/** The archives this tool writes (afh-backup-20261125T030000.123Z.tar.gz; older ones have no milliseconds). */
export const ARCHIVE_NAME = /^afh-backup-\d{8}T\d{6}(?:\.\d{3})?Z\.tar\.gz$/;
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

const filesIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    : [];

/** Deletes all but the newest `keep` archives in BACKUP_DIR (names sort by time). */
const prune = (config) => {
  const archives = readdirSync(config.backupDir).filter((name) => ARCHIVE_NAME.test(name)).sort().reverse();
  for (const name of archives.slice(config.keep)) rmSync(path.join(config.backupDir, name), { force: true });
};

/**
 * npm run backup (and the server's scheduled and on-demand backups, which run this same script):
 * an online copy of the database and the uploads, with a manifest, in one dated tar.gz in
 * BACKUP_DIR; then BACKUP_DIR/last-backup.json tells the server when it was taken, and only the
 * newest BACKUP_KEEP archives are kept.
 */
export const backup = async (config = serverConfig()) => {
  const createdAt = new Date();
  const staging = mkdtempSync(path.join(os.tmpdir(), 'afh-backup-'));
  try {
    let database;
    if (config.client === 'sqlite') {
      if (!existsSync(config.databaseFile)) throw new Error(`No database at ${config.databaseFile}`);
      const check = await backupSqlite(config.databaseFile, path.join(staging, 'data.db'));
      if (check !== 'ok') throw new Error(`The copy of the database failed its integrity check: ${check}`);
      database = { client: 'sqlite', file: 'data.db', sha256: sha256(path.join(staging, 'data.db')), integrity_check: check };
    } else {
      if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
      dumpPostgres(config.databaseUrl, path.join(staging, 'database.dump'));
      database = { client: 'postgres', file: 'database.dump', format: 'pg_dump custom', sha256: sha256(path.join(staging, 'database.dump')) };
    }

    const uploads = filesIn(config.uploadsDir);
    if (existsSync(config.uploadsDir)) cpSync(config.uploadsDir, path.join(staging, 'uploads'), { recursive: true });
    else mkdirSync(path.join(staging, 'uploads'));
    const manifest = {
      format: FORMAT,
      created_at: createdAt.toISOString(),
      database,
      uploads: { files: uploads.length, bytes: uploads.reduce((sum, file) => sum + statSync(file).size, 0) },
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(config.backupDir, { recursive: true });
    const archive = path.join(config.backupDir, `afh-backup-${stamp(createdAt)}.tar.gz`);
    execFileSync('tar', ['-czf', archive, '-C', staging, 'manifest.json', database.file, 'uploads']);
    writeFileSync(lastBackupFile(config), `${JSON.stringify({ at: manifest.created_at, archive: path.basename(archive) })}\n`);
    prune(config);
    return { archive, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};

const unpack = (archive) => {
  if (!existsSync(archive)) throw new Error(`No archive at ${archive}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'afh-restore-'));
  execFileSync('tar', ['-xzf', archive, '-C', dir, '--no-same-owner']);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('Not a backup of this site: manifest.json is missing');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`Unknown backup format ${manifest.format}`);
  const dbFile = path.join(dir, path.basename(manifest.database.file));
  if (!existsSync(dbFile) || sha256(dbFile) !== manifest.database.sha256) throw new Error('The database in the archive is missing or damaged');
  return { dir, manifest, dbFile };
};

/** Moves a file or folder aside into `keep`, if it exists. */
const moveAside = (from, keep) => {
  if (!existsSync(from)) return;
  mkdirSync(keep, { recursive: true });
  renameSync(from, path.join(keep, path.basename(from)));
};

/**
 * npm run restore <archive>: puts the archive's database and uploads in place of the current ones,
 * which are kept in BACKUP_DIR/replaced-<time>/. Refuses while a server uses the database.
 */
export const restore = async (archive, config = serverConfig()) => {
  const { dir, manifest, dbFile } = unpack(path.resolve(archive));
  try {
    if (manifest.database.client !== config.client) {
      throw new Error(`The archive holds a ${manifest.database.client} database, but DATABASE_CLIENT is ${config.client}`);
    }
    const keep = path.join(config.backupDir, `replaced-${stamp(new Date())}`);
    if (config.client === 'sqlite') {
      if (existsSync(config.databaseFile) && sqliteInUse(config.databaseFile)) {
        throw new Error('The database is in use: stop the server before restoring.');
      }
      if (integrityCheck(dbFile) !== 'ok') throw new Error('The database in the archive fails its integrity check');
      // The main file with its WAL and shared-memory files, as one consistent set.
      for (const suffix of ['', '-wal', '-shm', '-journal']) moveAside(`${config.databaseFile}${suffix}`, keep);
      mkdirSync(path.dirname(config.databaseFile), { recursive: true });
      cpSync(dbFile, config.databaseFile);
    } else {
      if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
      if (postgresInUse(config.databaseUrl)) throw new Error('The database is in use: stop the server before restoring.');
      mkdirSync(keep, { recursive: true });
      dumpPostgres(config.databaseUrl, path.join(keep, 'database.dump'));
      restorePostgres(config.databaseUrl, dbFile);
    }
    moveAside(config.uploadsDir, keep);
    cpSync(path.join(dir, 'uploads'), config.uploadsDir, { recursive: true });
    return { manifest, replaced: existsSync(keep) ? keep : null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
