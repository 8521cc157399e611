import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';
import { answerUnavailable, isUnavailable, reportUnavailable } from '../runtime/unavailable';

/**
 * Everything outside the legacy API (which answers for itself, middlewares/legacy-api.ts): a call
 * that fails because the database is out of reach gets 503 with Retry-After and plain words
 * instead of strapi::errors' 500 (decision 0030).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      reportUnavailable(strapi, ctx, error);
      answerUnavailable(ctx);
    }
  };
