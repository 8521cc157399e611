import type { Core } from '@strapi/strapi';

/**
 * The probes a monitor, a load balancer or a container platform points at (issue 43), at the
 * site's root rather than under the API's prefix: `GET /healthz` (liveness), `GET /readyz`
 * (readiness) and `GET /metrics`. Anonymous and `no-store`; neither looks up a session. Routes of the server's own
 * router, matched as every route is (any case, a trailing slash); the site's pages leave them to
 * it (src/site/middleware.ts, SERVER_PATHS).
 */
export const registerProbes = (strapi: Core.Strapi) => {
  strapi.server.routes([
    { method: 'GET', path: '/healthz', handler: 'api::system.system.liveness', config: { auth: false } },
    { method: 'GET', path: '/readyz', handler: 'api::system.system.readiness', config: { auth: false } },
    // Prometheus' scrape: 404 unless METRICS_TOKEN is set, then for its bearer only (runtime/metrics.ts).
    { method: 'GET', path: '/metrics', handler: 'api::system.system.metrics', config: { auth: false } },
  ]);
};

/** knex's pool (tarn) as far as the metrics read it. */
type PoolView = { numUsed(): number; numFree(): number; numPendingAcquires(): number };

/** The database pool's connections in use, free, and callers waiting for one; null when it cannot be read. */
export const databasePool = (strapi: Core.Strapi) => {
  const pool = (strapi.db.connection.client as { pool?: PoolView }).pool;
  if (!pool) return null;
  return { used: pool.numUsed(), free: pool.numFree(), waiting: pool.numPendingAcquires() };
};
