import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';
import { publicReplies } from './replies';

/** The PostgreSQL channel on which every instance announces its writes to the public types. */
export const CHANNEL = 'afh_public_cache';
/** One row per public type: a number every write to it raises, in the write's own transaction. */
export const VERSIONS_TABLE = 'afh_public_versions';
/** The listener's reconnection: after a second at first, doubling up to half a minute. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 30_000;

export type Knexish = { raw: (sql: string, bindings: unknown[]) => PromiseLike<unknown> };

export type CacheSync = {
  /** Announces a write; called with the write's transaction, so it is delivered on commit only. */
  notify(connection: Knexish, uid: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Keeps the in-memory public cache of several instances on one PostgreSQL database in step
 * (decision 0006): each instance LISTENs on a dedicated connection and drops a type's reply when
 * another announces a write to it. The listener only makes that prompt: every read also compares
 * the types' versions in the database (replies.ts), so a lost listener costs nothing
 * but promptness. It reconnects by itself, with backoff, and never ends the process (decision 0030).
 */
export const startPgCacheSync = async (strapi: Core.Strapi): Promise<CacheSync> => {
  const instance = randomUUID();
  const { schema: _schema, ...settings } = strapi.config.get<ClientConfig & { schema?: string }>('database.connection.connection');
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MS;
  let lostAt = 0;

  const dead = new WeakSet<Client>();

  const lost = (client: Client, reason: unknown) => {
    if (dead.has(client)) return;
    dead.add(client);
    if (current === client) {
      lostAt = Date.now();
      strapi.log.warn(`Public cache listener lost (${String((reason as Error)?.message ?? reason).slice(0, 200)}): reconnecting; reads still check the versions.`);
    }
    current = null;
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const client = new Client({ ...settings, application_name: 'afh-public-cache' });
    client.on('notification', ({ payload = '' }) => {
      const [from, uid] = payload.split(' ');
      if (from !== instance && uid) publicReplies.invalidate(uid);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, 'connection closed'));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (stopped) return void client.end().catch(() => {});
      current = client;
      delay = RETRY_MS;
      if (lostAt) strapi.log.info(`Public cache listener back after ${Math.round((Date.now() - lostAt) / 1000)} s.`);
      lostAt = 0;
    } catch (error) {
      lost(client, error);
    }
  };

  await connect();

  // The notification makes the others drop a reply at once; the version makes a read on any
  // instance certain (replies.ts): a reply made before a write another instance has
  // committed is never answered, however late the notification arrives.
  const knex = strapi.db.connection;
  await knex
    .raw(`create table if not exists ${VERSIONS_TABLE} (uid varchar(255) primary key, version bigint not null)`)
    .catch((error: { code?: string }) => {
      // Two instances creating it at the same moment: the other one made it.
      if (error.code !== '23505' && error.code !== '42P07') throw error;
    });
  publicReplies.useVersions(async () => {
    const { rows } = await knex.raw<{ rows: { uid: string; version: string }[] }>(`select uid, version from ${VERSIONS_TABLE}`);
    return new Map(rows.map((row) => [row.uid, Number(row.version)]));
  });

  return {
    async notify(connection, uid) {
      await connection.raw(
        `insert into ${VERSIONS_TABLE} (uid, version) values (?, 1) on conflict (uid) do update set version = ${VERSIONS_TABLE}.version + 1`,
        [uid],
      );
      await connection.raw('select pg_notify(?, ?)', [CHANNEL, `${instance} ${uid}`]);
    },
    async stop() {
      stopped = true;
      publicReplies.useVersions(null);
      clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
};
