import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';
import type { Core } from '@strapi/strapi';
import { publicCache } from './public-cache';
import { negotiate, type Representation } from './representation';

/** What each answer sets for itself; every other header is the stack's. */
const OWN = new Set(['date', 'etag', 'content-encoding', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/**
 * The cached public reads, answered before Koa and Strapi's middleware chain (issue 15, "toward
 * the physical limit"): a request for a public read's exact path, with no query string and no
 * Origin, whose reply is in memory and current, gets the same bytes the stack would send (the
 * encoding it takes best, the ETag, a 304 when it has it) with the very headers the stack gave the
 * same kind of request: the security headers, Vary, Cache-Control and Content-Type are learned from
 * the first such answer through the stack, apart for HTTPS and plain HTTP (HSTS).
 *
 * Everything else goes through the stack as before: other spellings of the path, query strings,
 * cross-origin calls (CORS answers them), requests with cookies (sessions), requests through a trusted proxy (its X-Forwarded-*
 * headers decide the scheme and the address), any request while request lines are logged, a
 * reply not in memory, and a failure to catch up with other instances' writes.
 */
export const answerCachedReadsEarly = (strapi: Core.Strapi, server: Server, trustProxy: boolean) => {
  const [stack, ...others] = server.listeners('request');
  // Not the one listener Strapi installs: leave the server as it is.
  if (typeof stack !== 'function' || others.length > 0) return;
  const learned = new Map<boolean, OutgoingHttpHeaders>();

  const eligible = (request: IncomingMessage) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const path = request.url ?? '';
    if (!publicCache.isReadPath(path) || request.headers.origin !== undefined || request.headers.cookie !== undefined) return null;
    if (trustProxy && Object.keys(request.headers).some((name) => name.startsWith('x-forwarded-'))) return null;
    if (strapi.log.isLevelEnabled('http')) return null;
    return { path, secure: request.socket instanceof TLSSocket };
  };

  const answer = (request: IncomingMessage, response: ServerResponse, entry: Representation, headers: OutgoingHttpHeaders) => {
    const { encoding, variant, fresh } = negotiate(entry, firstValue(request.headers['accept-encoding']), firstValue(request.headers['if-none-match']));
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !(fresh && name === 'content-type')) response.setHeader(name, value);
    }
    response.setHeader('ETag', variant.etag);
    if (fresh) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.statusCode = 200;
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', variant.body.length);
    response.end(request.method === 'HEAD' ? undefined : variant.body);
  };

  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const throughStack = () => void Reflect.apply(stack, server, [request, response]);
    const read = eligible(request);
    if (!read) return throughStack();
    const headers = learned.get(read.secure);
    if (!headers) {
      // The stack answers, and its headers are kept for the next requests of this kind.
      response.once('finish', () => {
        if (response.statusCode !== 200 || learned.has(read.secure)) return;
        learned.set(read.secure, Object.fromEntries(Object.entries(response.getHeaders()).filter(([name]) => !OWN.has(name))));
      });
      return throughStack();
    }
    publicCache
      .inMemory(read.path)
      .then(
        (entry) => (entry ? answer(request, response, entry, headers) : throughStack()),
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
};
