import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { HttpError, MESSAGES, type Next } from '../content/http';
import { sessions } from '../api/session/services/session';
import { isApprovedAdmin } from '../security/roles';

/**
 * Route middleware for every admin call: the server, not the UI guard, is the protection
 * (DESIGN decision 3). No valid session → 401; signed in but not an approved admin → 403.
 * `remembered`: the call answers while the database is out of reach (decision 0030).
 */
export default (config: { remembered?: boolean } | undefined, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const user = await sessions(strapi).currentUser(ctx, { remembered: config?.remembered === true });
    if (!user) throw new HttpError(401, MESSAGES.authRequired);
    if (!isApprovedAdmin(user)) throw new HttpError(403, MESSAGES.adminOnly);
    await next();
  };
