import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Core } from '@strapi/strapi';

/**
 * How the server process lives through faults and ends (decision 0030): a stray rejection is
 * logged, not fatal; SIGTERM and SIGINT drain the requests in flight before the pools close.
 */

/** How long a stopping server waits for the requests in flight. */
export const DRAIN_MS = 10_000;

let guarded = false;

/**
 * The last resort: a promise rejected with nobody to hear it (a dropped connection's error in a
 * library's background work) is logged with its stack and the server keeps serving. Node would
 * otherwise end the process, and with it every visitor's request. Real faults are handled where
 * they arise; this only keeps a missed one from taking the site down.
 */
export const keepServingOnUnhandledRejection = (strapi: Core.Strapi) => {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason: unknown) => {
    const error = reason instanceof Error ? reason : new Error(String(reason));
    const { code } = error as { code?: unknown };
    const stack = (error.stack ?? '').split('\n').slice(1, 6).join('\n');
    strapi.log.error(`Unhandled rejection, kept serving: ${error.name}${typeof code === 'string' || typeof code === 'number' ? ` (${code})` : ''}: ${error.message.slice(0, 300)}\n${stack}`);
  });
};

/** How long a keep-alive connection must have been idle before a stopping server closes it. */
export const IDLE_GRACE_MS = 1_000;

/**
 * Connections and the requests being answered on them, to wait for on the way out. Call after
 * every other 'request' listener is in place (src/site/early-answers.ts replaces Strapi's).
 */
const trackRequests = (server: Server) => {
  // Kept per connection, not per request (a connection carries one request at a time): a request
  // pays for one WeakMap entry, not for a listener added and removed (issue 31, the early path).
  const connections = new Set<Socket>();
  const latest = new WeakMap<Socket, ServerResponse>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    latest.set(request.socket, response);
    // Once stopping, each answer closes its connection: the client opens its next one elsewhere.
    // (The early path answers in the listener before this one: its answer has already gone.)
    if (draining && !response.headersSent) response.setHeader('Connection', 'close');
  });
  const busy = (socket: Socket) => {
    const response = latest.get(socket);
    return response !== undefined && !response.writableFinished && !socket.destroyed;
  };
  const inFlight = () => [...connections].filter(busy);
  return {
    /**
     * Stops accepting, answers what comes on the open connections with `Connection: close`, and
     * ends when they have all closed (at most `ms`), then cuts what is left.
     *
     * A keep-alive connection is closed by the server only once it has been idle IDLE_GRACE_MS: a
     * client that has just had an answer may be sending its next request on it at this moment,
     * and closing it then cuts that request (ECONNRESET, which a proxy does not retry for a POST).
     * Such a request is answered instead, with `Connection: close`. Node's own close() shuts every
     * idle connection at once, so it is told not to here.
     */
    async drain(ms: number) {
      draining = true;
      for (const socket of inFlight()) {
        const response = latest.get(socket)!;
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      server.closeIdleConnections = () => undefined;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Since when each connection has been seen idle, after the same last answer.
      const idle = new Map<Socket, { after: ServerResponse | undefined; since: number }>();
      const deadline = Date.now() + ms;
      while (connections.size > 0 && Date.now() < deadline) {
        const now = Date.now();
        for (const socket of connections) {
          if (busy(socket)) {
            idle.delete(socket);
            continue;
          }
          const seen = idle.get(socket);
          if (!seen || seen.after !== latest.get(socket)) idle.set(socket, { after: latest.get(socket), since: now });
          else if (now - seen.since >= IDLE_GRACE_MS) socket.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cut = inFlight().length;
      server.closeAllConnections();
      await closed;
      return cut;
    },
  };
};

/** The server a signal stops: the latest one started in this process (a reload starts another). */
let target: { strapi: Core.Strapi; requests: ReturnType<typeof trackRequests> } | undefined;
let listening = false;

const stop = async (signal: NodeJS.Signals) => {
  const stopping = target;
  if (!stopping) return;
  target = undefined;
  const { strapi, requests } = stopping;
  strapi.log.info(`${signal}: no new connections; finishing the requests in flight (up to ${DRAIN_MS / 1000} s).`);
  const started = Date.now();
  const cut = await requests.drain(DRAIN_MS);
  strapi.log.info(`Drained in ${Date.now() - started} ms${cut ? `; ${cut} request${cut === 1 ? '' : 's'} still running were cut` : ''}. Closing.`);
  try {
    await strapi.destroy();
  } catch (error) {
    strapi.log.error(`Closing failed: ${(error as Error).message}`);
  }
  process.exit(0);
};

/**
 * SIGTERM or SIGINT: stop accepting, finish what is in flight (up to DRAIN_MS), then close the
 * pools (strapi.destroy) and exit. Strapi's own handler destroys every open connection at once,
 * cutting answers midway; it is replaced by this one, installed once per process.
 */
export const drainOnSignal = (strapi: Core.Strapi) => {
  target = { strapi, requests: trackRequests(strapi.server.httpServer) };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Strapi's handler (core's utils/signals.ts), found by its name; tests/outage-drill.test.ts
    // fails if a later Strapi renames it and its cut comes back.
    for (const listener of process.listeners(signal)) if (listener.name === 'terminateStrapi') process.removeListener(signal, listener);
    if (!listening) process.on(signal, (received) => void stop(received));
  }
  listening = true;
};
