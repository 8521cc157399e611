import type { Core } from '@strapi/strapi';
import { readLastBackup, type LastBackup } from '../../../lib/backups';

export type DatabaseHealth = {
  client: 'sqlite' | 'postgres';
  /** The database answered a trivial query. */
  reachable: boolean;
  /** SQLite: PRAGMA quick_check said ok; PostgreSQL: SELECT 1 answered. */
  ok: boolean;
  check: 'quick_check' | 'select 1';
  size_bytes: number | null;
  /** Round trip of a trivial query, in milliseconds. */
  latency_ms: number | null;
};

export type Health = { database: DatabaseHealth; last_backup: LastBackup | null; checked_at: string };

/** better-sqlite3 answers raw() with rows; pg with {rows}. */
const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] } | null)?.rows ?? [])).filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: Math.round((performance.now() - started) * 100) / 100 };
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async database(): Promise<DatabaseHealth> {
    const knex = strapi.db.connection;
    const client = strapi.db.dialect.client === 'postgres' || strapi.db.dialect.client === 'pg' ? 'postgres' : 'sqlite';
    const health: DatabaseHealth = { client, reachable: false, ok: false, check: client === 'sqlite' ? 'quick_check' : 'select 1', size_bytes: null, latency_ms: null };
    try {
      const ping = await timed(() => knex.raw('SELECT 1 AS one'));
      health.reachable = true;
      health.latency_ms = ping.ms;
      if (client === 'sqlite') {
        const check = rowsOf(await knex.raw('PRAGMA quick_check'));
        health.ok = check.length === 1 && Object.values(check[0])[0] === 'ok';
        const [pages] = rowsOf(await knex.raw('PRAGMA page_count'));
        const [pageSize] = rowsOf(await knex.raw('PRAGMA page_size'));
        health.size_bytes = Number(Object.values(pages)[0]) * Number(Object.values(pageSize)[0]);
      } else {
        health.ok = true;
        const [size] = rowsOf(await knex.raw('SELECT pg_database_size(current_database()) AS size'));
        health.size_bytes = Number(size.size);
      }
    } catch (error) {
      // The reply says only that the database is unwell; the details stay in the server's log.
      strapi.log.error(`System health: the database check failed: ${(error as Error).message}`);
    }
    return health;
  },

  async health(): Promise<Health> {
    const [database, lastBackup] = await Promise.all([this.database(), readLastBackup()]);
    return { database, last_backup: lastBackup, checked_at: new Date().toISOString() };
  },
});
