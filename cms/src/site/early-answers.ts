import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { counters } from '../runtime/metrics';
import { publicReplies } from './replies';
import { negotiate, type Answer, type Variant } from './representation';

/** What each answer sets for itself; every other header is the stack's. */
const OWN = new Set(['date', 'etag', 'content-encoding', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);
/** A 304 carries no body, so none of its headers either. */
const OWN_IN_304 = new Set([...OWN, 'content-type']);
/** Requests the early path knows how to answer: odd spellings and hosts only push out the ones asked least lately. */
const MAX_REMEMBERED = 1000;

type Remembered = {
  kept: () => Answer | undefined;
  status: number;
  /** The stack's headers, then each body's own (ETag, length, encoding): made once per body sent. */
  heads: WeakMap<Variant, string[]>;
  /** The same for a 304, without the body's headers. */
  notModified: WeakMap<Variant, string[]>;
  full: string[];
  bare: string[];
};

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

let installed: { strapi: Core.Strapi; trustProxy: boolean; logsRequests: boolean } | null = null;
const remembered = new LRUCache<string, Remembered>({ max: MAX_REMEMBERED });

/**
 * The request line and headers an answer from the cache may depend on, or null for a request that
 * must always go through the stack: other methods, cross-origin calls (CORS answers them), requests
 * with cookies (sessions), requests through a trusted proxy (its X-Forwarded-* headers decide the
 * scheme and the address), and any request while request lines are logged.
 */
const keyOf = (request: IncomingMessage): string | null => {
  if (!installed || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const { headers } = request;
  if (headers.origin !== undefined || headers.cookie !== undefined) return null;
  if (installed.trustProxy && Object.keys(headers).some((name) => name.startsWith('x-forwarded-'))) return null;
  if (installed.logsRequests) return null;
  const secure = request.socket instanceof TLSSocket;
  return `${secure ? 'https' : 'http'} ${headers.host ?? ''} ${headers.accept ?? ''} ${request.url ?? ''}`;
};

const answer = (request: IncomingMessage, response: ServerResponse, kept: Answer, known: Remembered) => {
  const { encoding, variant, fresh } = negotiate(kept, firstValue(request.headers['accept-encoding']), firstValue(request.headers['if-none-match']));
  if (fresh) {
    let head = known.notModified.get(variant);
    if (!head) known.notModified.set(variant, (head = [...known.bare, 'ETag', variant.etag]));
    response.writeHead(304, head).end();
    return;
  }
  let head = known.heads.get(variant);
  if (!head) {
    head = [...known.full, 'ETag', variant.etag, 'Content-Length', String(variant.body.length)];
    if (encoding !== 'identity') head.push('Content-Encoding', encoding);
    known.heads.set(variant, head);
  }
  response.writeHead(kept.status, head).end(request.method === 'HEAD' ? undefined : variant.body);
};

/** The stack's headers as writeHead takes them (name, value, name, value...), the 304's without Content-Type. */
const flatten = (headers: OutgoingHttpHeaders, leaveOut: ReadonlySet<string>) =>
  Object.entries(headers).flatMap(([name, value]) => {
    if (value === undefined || leaveOut.has(name)) return [];
    return Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)];
  });

/**
 * Answers before Koa and Strapi's middleware chain (issue 15, "toward the physical limit"; issue 31
 * for the pages): a request the stack answered from the cache (site/cache.ts) is answered here the
 * next time, exactly as asked (path, query, Host, Accept), for as long as the cache still keeps that
 * answer: the same bytes the stack would send (the encoding it takes best, the ETag, a 304 when it
 * has it) with the very headers the stack gave it (the security headers, Vary, Cache-Control,
 * Content-Type). Everything else goes through the stack as before (see `keyOf`), and so does a
 * request whose answer the cache dropped (a write), or when catching up with other instances'
 * writes fails.
 */
export const earlyPath = {
  install(strapi: Core.Strapi, server: Server, trustProxy: boolean) {
    const [stack, ...others] = server.listeners('request');
    // Not the one listener Strapi installs: leave the server as it is.
    if (typeof stack !== 'function' || others.length > 0) return;
    // Request lines are logged by the stack (LOG_LEVEL=http): then every request goes through it.
    installed = { strapi, trustProxy, logsRequests: strapi.log.isLevelEnabled('http') };

    const early = (request: IncomingMessage, response: ServerResponse, known: Remembered) => {
      const kept = known.kept();
      if (!kept || kept.status !== known.status) return false;
      answer(request, response, kept, known);
      counters.earlyAnswers.inc();
      return true;
    };

    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const throughStack = () => void Reflect.apply(stack, server, [request, response]);
      const key = keyOf(request);
      const known = key === null ? undefined : remembered.get(key);
      if (!known) return throughStack();
      // One server on SQLite has no other instance to catch up with: answer at once.
      if (!publicReplies.shared()) return void (early(request, response, known) || throughStack());
      publicReplies
        .catchUp()
        .then(
          () => early(request, response, known) || throughStack(),
          () => throughStack(),
        )
        .catch((error: unknown) => {
          // Never an unhandled rejection: the stack answers instead, or the connection is closed
          // when part of the answer has already gone.
          strapi.log.error(`An early answer failed: ${error instanceof Error ? error.name : 'unknown error'}`);
          if (response.headersSent) return void response.destroy();
          for (const name of response.getHeaderNames()) response.removeHeader(name);
          throughStack();
        });
    });
  },

  /**
   * After the stack answered `ctx` from the cache: the next such request is answered early with the
   * headers this answer went out with, while `kept` gives an answer of the same status.
   */
  remember(ctx: Context, kept: () => Answer | undefined) {
    const key = keyOf(ctx.req);
    const status = kept()?.status;
    if (key === null || status === undefined) return;
    ctx.res.once('finish', () => {
      // A 304 or an error answer says nothing of the headers a full answer carries.
      if (ctx.res.statusCode !== status) return;
      const headers = ctx.res.getHeaders();
      remembered.set(key, { kept, status, heads: new WeakMap(), notModified: new WeakMap(), full: flatten(headers, OWN), bare: flatten(headers, OWN_IN_304) });
    });
  },
};
