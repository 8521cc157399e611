import type { Core } from '@strapi/strapi';

import fs from 'fs';
import path from 'path';

/**
 * The SQLite database holds password hashes and families' messages: owner-only (issue 41). Its
 * folder is made 0700 when this makes it, the file 0600 before SQLite opens it, and SQLite gives its
 * -wal and -shm files the database file's own mode. A file left readable by an older version, or
 * restored by hand, is tightened at start.
 */
const ownerOnly = (filename: string) => {
  fs.mkdirSync(path.dirname(filename), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(filename, 'a', 0o600));
  for (const file of ['', '-wal', '-shm', '-journal'].map((suffix) => `${filename}${suffix}`)) {
    if (fs.existsSync(file) && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  }
};

// SQLite (embedded, WAL) is the default; DATABASE_CLIENT=postgres with DATABASE_URL runs the same
// site on PostgreSQL, which is how several instances share one database.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
          // A server that does not answer at all (a dropped network) fails a call within seconds,
          // which then answers 503, instead of holding it (decision 0030).
          connectionTimeoutMillis: env.int('DATABASE_CONNECT_TIMEOUT_MS', 5000),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  // The compiled config runs from dist/config, so relative file names are resolved against the
  // cms folder itself, and absolute ones are kept as they are.
  const cmsDir = path.resolve(__dirname, '..', '..');
  const filename = path.resolve(cmsDir, env('DATABASE_FILENAME', '.tmp/data.db'));
  ownerOnly(filename);

  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers run beside the writer; the busy timeout makes a second writer wait
        // instead of failing with SQLITE_BUSY.
        afterCreate(conn: { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma('busy_timeout = 5000');
            conn.pragma('synchronous = NORMAL');
            conn.pragma('foreign_keys = ON');
            done(null, conn);
          } catch (error) {
            done(error as Error, conn);
          }
        },
      },
    },
  };
};
