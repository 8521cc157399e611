import type { Core } from '@strapi/strapi';

/**
 * The probes a monitor, a load balancer or a container platform points at (issue 43), at the
 * site's root rather than under the API's prefix: `GET /healthz` (liveness) and `GET /readyz`
 * (readiness). Anonymous and `no-store`; neither looks up a session. Routes of the server's own
 * router, matched as every route is (any case, a trailing slash); the site's pages leave them to
 * it (src/site/middleware.ts, SERVER_PATHS).
 */
export const registerProbes = (strapi: Core.Strapi) => {
  strapi.server.routes([
    { method: 'GET', path: '/healthz', handler: 'api::system.system.liveness', config: { auth: false } },
    { method: 'GET', path: '/readyz', handler: 'api::system.system.readiness', config: { auth: false } },
  ]);
};
