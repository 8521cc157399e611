import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUPS, eachAtOnce, openBucket, UPLOADS, VARIANTS } from './backup-bucket.mjs';
import { LAST_BACKUP, serverConfig, Unavailable } from './backup-config.mjs';
import { ownerOnlyDir, writeOwnerOnly } from './owner-only.mjs';
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

/** A file's path below `dir` with forward slashes, as its key below a bucket prefix. */
const keyBelow = (dir, file) => path.relative(dir, file).split(path.sep).join('/');

/** The folder for `key` below `prefix`, or null for a key that would leave it (`..`, absolute). */
const fileFor = (dir, prefix, key) => {
  const rest = key.slice(prefix.length);
  const file = path.resolve(dir, rest);
  return rest && !rest.endsWith('/') && file.startsWith(`${path.resolve(dir)}${path.sep}`) ? file : null;
};

const TYPES = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif' };
const typeOf = (file) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Where archives and last-backup.json are kept: BACKUP_DIR, or with the object store the bucket's
 * backups/ prefix, which every instance reads. `draft` is the folder the tar is written in before
 * `publish` puts it in place under its name.
 */
const localShelf = (config) => ({
  where: config.backupDir,
  draft: () => ownerOnlyDir(config.backupDir),
  // A partial name first: the list never shows an archive while it is written.
  partialName: (name) => `.${name}.partial`,
  publish: async (file, name) => renameSync(file, path.join(config.backupDir, name)),
  names: async () => (existsSync(config.backupDir) ? readdirSync(config.backupDir).filter((name) => ARCHIVE_NAME.test(name)) : []),
  remove: async (name) => rmSync(path.join(config.backupDir, name), { force: true }),
  writeRecord: async (text) => writeOwnerOnly(path.join(config.backupDir, LAST_BACKUP), text),
});

const bucketShelf = (bucket, staging) => ({
  where: `${bucket.where}/${BACKUPS}`,
  draft: () => staging,
  partialName: (name) => name,
  publish: (file, name) => bucket.upload(`${BACKUPS}${name}`, file, 'application/gzip'),
  names: async () => (await bucket.list(BACKUPS)).map(({ key }) => key.slice(BACKUPS.length)).filter((name) => ARCHIVE_NAME.test(name)),
  remove: (name) => bucket.remove(`${BACKUPS}${name}`),
  writeRecord: (text) => bucket.writeText(`${BACKUPS}${LAST_BACKUP}`, text, 'application/json'),
});

/**
 * Where the uploads are: the local folder, or the bucket's uploads/ objects. Their resized variants
 * (variants/) are left out of archives: the server makes them again from the originals on demand.
 */
const localUploads = (config) => ({
  store: 'local',
  copyTo: async (dir) => {
    if (existsSync(config.uploadsDir)) cpSync(config.uploadsDir, dir, { recursive: true });
    else mkdirSync(dir);
  },
  setAside: async () => undefined,
  replaceWith: async (dir, keep) => {
    moveAside(config.uploadsDir, keep);
    cpSync(dir, config.uploadsDir, { recursive: true });
  },
});

const bucketUploads = (bucket) => {
  let current = [];
  return {
    store: 's3',
    copyTo: async (dir) => {
      mkdirSync(dir, { recursive: true });
      await eachAtOnce(await bucket.list(UPLOADS), async ({ key }) => {
        const file = fileFor(dir, UPLOADS, key);
        if (file) await bucket.download(key, file);
      });
    },
    /** A copy of the bucket's uploads in `keep` before anything changes (and proof the store answers). */
    setAside: async (keep) => {
      current = await bucket.list(UPLOADS);
      await eachAtOnce(current, async ({ key }) => {
        const file = fileFor(path.join(keep, 'uploads'), UPLOADS, key);
        if (file) await bucket.download(key, file);
      });
    },
    /** The archive's uploads into the bucket; the ones it lacks, and their variants, out of it. */
    replaceWith: async (dir) => {
      const restored = new Set(filesIn(dir).map((file) => `${UPLOADS}${keyBelow(dir, file)}`));
      await eachAtOnce(filesIn(dir), (file) => bucket.upload(`${UPLOADS}${keyBelow(dir, file)}`, file, typeOf(file)));
      await eachAtOnce(current.filter(({ key }) => !restored.has(key)), ({ key }) => bucket.remove(key));
      // variants/<width>/<name>.webp: a variant of an upload the restore removed would still be served.
      const orphans = (await bucket.list(VARIANTS)).filter(({ key }) => !restored.has(`${UPLOADS}${key.replace(/^variants\/\d+\//, '').replace(/\.webp$/, '')}`));
      await eachAtOnce(orphans, ({ key }) => bucket.remove(key));
    },
  };
};

/** Deletes all but the newest `keep` archives (names sort by time). */
const prune = async (shelf, keep) => {
  const archives = (await shelf.names()).sort().reverse();
  for (const name of archives.slice(keep)) await shelf.remove(name);
};

/**
 * npm run backup (and the server's scheduled and on-demand backups, which run this same script):
 * an online copy of the database and the uploads, with a manifest, in one dated tar.gz; then
 * last-backup.json tells the server when it was taken, and only the newest BACKUP_KEEP archives are
 * kept. Archives and record live in BACKUP_DIR, or with the object store (UPLOAD_PROVIDER=s3) in
 * the bucket under backups/, and the uploads are then the bucket's uploads/ objects.
 */
export const backup = async (config = serverConfig()) => {
  const createdAt = new Date();
  const staging = mkdtempSync(path.join(os.tmpdir(), 'afh-backup-'));
  const bucket = config.store ? openBucket(config.store) : null;
  const shelf = bucket ? bucketShelf(bucket, staging) : localShelf(config);
  const uploadsFrom = bucket ? bucketUploads(bucket) : localUploads(config);
  let draft;
  try {
    let database;
    if (config.client === 'sqlite') {
      if (!existsSync(config.databaseFile)) throw new Error(`No database at ${config.databaseFile}`);
      const check = await backupSqlite(config.databaseFile, path.join(staging, 'data.db'));
      if (check !== 'ok') throw new Error(`The copy of the database failed its integrity check: ${check}`);
      database = { client: 'sqlite', file: 'data.db', sha256: sha256(path.join(staging, 'data.db')), integrity_check: check };
    } else {
      if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
      try {
        dumpPostgres(config.databaseUrl, path.join(staging, 'database.dump'));
      } catch (error) {
        throw new Unavailable('the database', `pg_dump: ${error.message}`);
      }
      database = { client: 'postgres', file: 'database.dump', format: 'pg_dump custom', sha256: sha256(path.join(staging, 'database.dump')) };
    }

    await uploadsFrom.copyTo(path.join(staging, 'uploads'));
    const uploads = filesIn(path.join(staging, 'uploads'));
    const manifest = {
      format: FORMAT,
      created_at: createdAt.toISOString(),
      database,
      uploads: { store: uploadsFrom.store, files: uploads.length, bytes: uploads.reduce((sum, file) => sum + statSync(file).size, 0) },
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = `afh-backup-${stamp(createdAt)}.tar.gz`;
    draft = path.join(shelf.draft(), shelf.partialName(name));
    execFileSync('tar', ['-czf', draft, '-C', staging, 'manifest.json', database.file, 'uploads']);
    chmodSync(draft, 0o600);
    await shelf.publish(draft, name);
    await shelf.writeRecord(`${JSON.stringify({ at: manifest.created_at, archive: name })}\n`);
    await prune(shelf, config.keep);
    return { archive: bucket ? `${shelf.where}${name}` : path.join(shelf.where, name), manifest };
  } finally {
    if (draft) rmSync(draft, { force: true });
    rmSync(staging, { recursive: true, force: true });
    bucket?.close();
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
  ownerOnlyDir(keep);
  renameSync(from, path.join(keep, path.basename(from)));
};

/**
 * The archive to restore: a file, or with the object store also the name of an archive in the
 * bucket (as the dashboard lists it), fetched into `dir` first.
 */
const fetchArchive = async (archive, bucket, dir) => {
  if (existsSync(archive) || !bucket || !ARCHIVE_NAME.test(path.basename(archive))) return path.resolve(archive);
  const key = `${BACKUPS}${path.basename(archive)}`;
  if (!(await bucket.list(key)).some((object) => object.key === key)) throw new Error(`No archive at ${path.resolve(archive)}, nor by that name in ${bucket.where}/${BACKUPS}`);
  const file = path.join(dir, path.basename(archive));
  await bucket.download(key, file);
  return file;
};

/**
 * npm run restore <archive>: puts the archive's database and uploads in place of the current ones,
 * which are kept in BACKUP_DIR/replaced-<time>/. Refuses while a server uses the database. With the
 * object store the uploads go back into the bucket (a copy of what was there is kept too), and the
 * uploads the archive does not hold are deleted from it, with their variants.
 */
export const restore = async (archive, config = serverConfig()) => {
  const bucket = config.store ? openBucket(config.store) : null;
  const download = mkdtempSync(path.join(os.tmpdir(), 'afh-restore-archive-'));
  let unpacked;
  try {
    unpacked = unpack(await fetchArchive(archive, bucket, download));
    const { dir, manifest, dbFile } = unpacked;
    if (manifest.database.client !== config.client) {
      throw new Error(`The archive holds a ${manifest.database.client} database, but DATABASE_CLIENT is ${config.client}`);
    }
    const keep = path.join(config.backupDir, `replaced-${stamp(new Date())}`);
    const uploads = bucket ? bucketUploads(bucket) : localUploads(config);
    if (config.client === 'sqlite') {
      if (existsSync(config.databaseFile) && sqliteInUse(config.databaseFile)) {
        throw new Error('The database is in use: stop the server before restoring.');
      }
      if (integrityCheck(dbFile) !== 'ok') throw new Error('The database in the archive fails its integrity check');
      await uploads.setAside(keep);
      // The main file with its WAL and shared-memory files, as one consistent set.
      for (const suffix of ['', '-wal', '-shm', '-journal']) moveAside(`${config.databaseFile}${suffix}`, keep);
      mkdirSync(path.dirname(config.databaseFile), { recursive: true, mode: 0o700 });
      cpSync(dbFile, config.databaseFile);
      chmodSync(config.databaseFile, 0o600);
    } else {
      if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
      if (postgresInUse(config.databaseUrl)) throw new Error('The database is in use: stop the server before restoring.');
      await uploads.setAside(keep);
      ownerOnlyDir(keep);
      dumpPostgres(config.databaseUrl, path.join(keep, 'database.dump'));
      restorePostgres(config.databaseUrl, dbFile);
    }
    await uploads.replaceWith(path.join(dir, 'uploads'), keep);
    return { manifest, replaced: existsSync(keep) ? keep : null };
  } finally {
    if (unpacked) rmSync(unpacked.dir, { recursive: true, force: true });
    rmSync(download, { recursive: true, force: true });
    bucket?.close();
  }
};
