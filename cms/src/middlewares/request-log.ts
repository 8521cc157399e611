import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';

/**
 * strapi::logger, but it asks the logger first: Strapi's version formats and pushes a line through
 * winston's stream for every request even when the level drops it, which costs more than answering
 * a cached read. Request lines are logged at level "http" (LOG_LEVEL, config/logger.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!strapi.log.isLevelEnabled('http')) return next();
    const start = Date.now();
    await next();
    strapi.log.http(`${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };
