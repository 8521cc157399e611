import type { Context } from 'koa';
import type { Next } from '../content/http';
import { publicCache } from '../site/public-cache';

/**
 * Answers the public reads straight from memory when their reply is cached, after the security,
 * CORS and error middlewares have run but before the router, body parsing and sessions, which a
 * public GET does not need. A miss (or any query string) goes on to the controller, which fills
 * the cache.
 */
export default () => async (ctx: Context, next: Next) => {
  if (await publicCache.answerFromMemory(ctx)) return;
  return next();
};
