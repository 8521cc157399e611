import type { Context } from 'koa';
import type { Next } from '../content/http';
import { answerCachedRead } from '../site/cache';
import { publicReplies } from '../site/replies';

/**
 * On a public read's route (security/route-policies.ts `cachedRead`): the reply of its type, from
 * memory or made once and kept (site/cache.ts), for every spelling of the path the router matches.
 */
export default (config: { type: string }) => {
  const { type } = config;
  if (!publicReplies.isCached(type)) throw new Error(`${type} is not a public type whose reply is kept.`);
  return async (ctx: Context, next: Next) => answerCachedRead(ctx, type, next);
};
