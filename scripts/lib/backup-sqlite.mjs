import { createRequire } from 'node:module';
import { CMS } from './paths.mjs';

// better-sqlite3 is a dependency of the cms workspace.
const Database = createRequire(`${CMS}/package.json`)('better-sqlite3');

/**
 * An online, consistent copy through SQLite's backup API: safe while the server writes, since the
 * copy is restarted whenever the source changes under it and WAL content is included.
 */
export const backupSqlite = async (source, target) => {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  return integrityCheck(target);
};

/** PRAGMA integrity_check of a database file: 'ok' or SQLite's list of problems. */
export const integrityCheck = (file) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: false }).map((row) => row.integrity_check).join('; ');
  } finally {
    db.close();
  }
};

/**
 * Whether a process holds the database open. A server keeps its WAL connections open, and they
 * hold a shared lock that an exclusive lock attempt (with no waiting) runs into.
 */
export const sqliteInUse = (file) => {
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') return true;
    throw error;
  } finally {
    db.close();
  }
};

/** Row counts of the given tables. */
export const countRows = (file, tables) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get().n]));
  } finally {
    db.close();
  }
};
