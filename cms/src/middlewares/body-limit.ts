import type { Context } from 'koa';
import type { Next } from '../lib/http';

/**
 * The mark a route carries to name its body budget: `bodyLimit(bytes)` in its middlewares
 * (lib/route-policies.ts). The budget is applied by strapi::body (lib/body-budget.ts) before the body is read
 * (lib/body-limits.ts finds it on the route); by the time the route runs there is nothing left to do.
 */
export default () => (_ctx: Context, next: Next) => next();
