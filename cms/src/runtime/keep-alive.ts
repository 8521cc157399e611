import type { Core } from '@strapi/strapi';

/** How long an idle connection stays open: longer than the clients and proxies that reuse one wait. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Node closes an idle keep-alive connection after 5 s. A client that sends its next request on it
 * at that moment (a proxy, a phone on a slow network, an API client) gets ECONNRESET, and the
 * request is lost without an answer. The server keeps idle connections longer than such clients
 * do (proxies commonly 60 s), and reads a request's headers for just longer than that, as Node
 * requires.
 */
export const keepIdleConnections = (strapi: Core.Strapi) => {
  const server = strapi.server.httpServer;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
};
