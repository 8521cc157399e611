import path from 'node:path';

/**
 * The throw-away PostgreSQL cluster and S3-compatible store of scripts/lib, typed, for the tests
 * that start production instances of their own (multi-instance, backups-shared, outage-drill).
 */

export type Postgres = { url: string; pause: () => Promise<void>; resume: () => Promise<void>; stop: () => Promise<void> };
export type ObjectStore = { endpoint: string; bucket: string; env: Record<string, string>; stop: () => Promise<void> };

const scripts = path.resolve(__dirname, '..', '..', '..', 'scripts', 'lib');
type PostgresLib = { postgresAvailable: () => boolean; startPostgres: (options?: { database?: string }) => Promise<Postgres> };
type ObjectStoreLib = { startObjectStore: () => Promise<ObjectStore> };
export const { postgresAvailable, startPostgres } = (await import(path.join(scripts, 'postgres.mjs'))) as PostgresLib;
export const { startObjectStore } = (await import(path.join(scripts, 'object-store.mjs'))) as ObjectStoreLib;

/** Whether PostgreSQL is here; in CI its absence is a failure (CI installs it), named by `what`. */
export const postgresOrFailInCi = (what: string) => {
  const available = postgresAvailable();
  if (!available && process.env.CI === 'true') throw new Error(`PostgreSQL is not installed, but CI must run ${what}: apt-get install -y postgresql`);
  return available;
};

/** What every production instance on a shared PostgreSQL database is started with (tests/helpers/cluster.ts). */
export const sharedDatabaseEnv = (databaseUrl: string) => ({
  NODE_ENV: 'production',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_STARTUP_BANNER: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_CLIENT: 'postgres',
  DATABASE_URL: databaseUrl,
});
