import type { Core } from '@strapi/strapi';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { readLastBackup, type LastBackup } from '../../../backup/backups';
import { storeBucket } from '../../../content/upload-store';
import { getService } from '../../kit/services';

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

/** What GET /readyz tells a monitor (issue 43): nothing internal, no versions, paths or hostnames. */
export type Readiness = {
  database: 'up' | 'down';
  outbox: { depth: number; oldest_seconds: number | null };
  /** The object store when uploads live in one; 'up' for the local uploads folder. */
  store: 'up' | 'down';
};

/** better-sqlite3 answers raw() with rows; pg with {rows}. */
const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] } | null)?.rows ?? [])).filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: Math.round((performance.now() - started) * 100) / 100 };
};

/** What the check says before the database has answered. */
const unreachable = (strapi: Core.Strapi): DatabaseHealth => {
  const client = strapi.db.dialect.client === 'postgres' || strapi.db.dialect.client === 'pg' ? 'postgres' : 'sqlite';
  return { client, reachable: false, ok: false, check: client === 'sqlite' ? 'quick_check' : 'select 1', size_bytes: null, latency_ms: null };
};

/** How long the health check waits for each of its answers: the whole reply comes within a second. */
const CHECK_MS = 700;

/** `run`'s result, or `fallback` once `ms` have passed (the late answer is dropped). */
const within = <T>(ms: number, run: () => Promise<T>, fallback: T, onLate: () => void): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onLate();
      resolve(fallback);
    }, ms);
  });
  return Promise.race([run(), late]).finally(() => clearTimeout(timer));
};

/** `run` settles to 'up', or 'down' when it fails or takes longer than CHECK_MS. */
const upOrDown = (run: () => Promise<unknown>) =>
  within<'up' | 'down'>(CHECK_MS, () => run().then(() => 'up' as const, () => 'down' as const), 'down', () => undefined);

/** The last readiness this process said, to log a change of state once rather than every probe. */
let lastSaid = '';

const systemService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The monitor's readiness check, within a second: the database answers a trivial query, what
   * waits in the outbox, and the object store. Logs a line when the state changes, not per probe.
   */
  async readiness(): Promise<Readiness> {
    const bucket = storeBucket(strapi);
    const [database, outbox, store] = await Promise.all([
      upOrDown(() => strapi.db.connection.raw('SELECT 1 AS one')),
      getService(strapi, 'api::inquiry.inquiry').outboxState(),
      bucket ? upOrDown(() => bucket.client.send(new HeadBucketCommand({ Bucket: bucket.Bucket }))) : ('up' as const),
    ]);
    const said = `database ${database}, object store ${store}`;
    if (said !== lastSaid) {
      const log = database === 'up' && store === 'up' ? strapi.log.info : strapi.log.warn;
      log(`Readiness: ${said}${outbox.depth ? `; ${outbox.depth} request(s) wait in the outbox` : ''}.`);
      lastSaid = said;
    }
    return { database, outbox, store };
  },

  async database(): Promise<DatabaseHealth> {
    const knex = strapi.db.connection;
    const health = unreachable(strapi);
    const { client } = health;
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

  /**
   * Within a second, whatever is down (decision 0030): a database that does not answer in time is
   * reported unreachable, a backup record that cannot be read is null.
   */
  async health(): Promise<Health> {
    const [database, lastBackup] = await Promise.all([
      within(CHECK_MS, () => this.database(), unreachable(strapi), () => strapi.log.error(`System health: the database did not answer within ${CHECK_MS} ms.`)),
      within(CHECK_MS, () => readLastBackup().catch(() => null), null, () => strapi.log.warn('System health: the last backup could not be read in time.')),
    ]);
    return { database, last_backup: lastBackup, checked_at: new Date().toISOString() };
  },
});
export default systemService;

declare module '../../kit/services' {
  interface AppServices {
    'api::system.system': ReturnType<typeof systemService>;
  }
}
