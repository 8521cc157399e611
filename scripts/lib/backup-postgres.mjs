import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { postgresBinDir } from './postgres.mjs';

// PostgreSQL backups use the server's own tools: pg_dump (a consistent snapshot while the site
// runs) and pg_restore. They come with Debian's postgresql-client.
const tool = (name) => {
  const dir = postgresBinDir();
  return dir ? path.join(dir, name) : name;
};

export const dumpPostgres = (url, target) => {
  execFileSync(tool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, url], { stdio: ['ignore', 'inherit', 'inherit'] });
};

export const restorePostgres = (url, dump) => {
  execFileSync(tool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, dump], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
};

/** Sessions other than ours on the database: a running server keeps its pool connected. */
export const postgresInUse = (url) => {
  const sql = 'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';
  return Number(execFileSync(tool('psql'), ['-Atc', sql, url], { encoding: 'utf8' }).trim()) > 0;
};
