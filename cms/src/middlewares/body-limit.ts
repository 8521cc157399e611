import type { Context } from 'koa';
import type { Next } from '../content/http';

/**
 * The mark a route carries to name its body budget: `bodyLimit(bytes)` in its middlewares
 * (security/route-policies.ts). The budget is applied by strapi::body (security/body-budget.ts) before the body is read
 * (security/body-limits.ts finds it on the route); by the time the route runs there is nothing left to do.
 */
export default () => (_ctx: Context, next: Next) => next();
