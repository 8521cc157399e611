import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { HttpError, MESSAGES, type Next } from '../content/http';
import { sessions } from '../api/session/services/session';
import { isApprovedAdmin } from '../security/roles';
import { isOwner, ownerActionOf, type OwnerCase } from '../security/owners';

/**
 * Route middleware for the home's owner's actions (issue 41): the caller must be an approved admin
 * (401/403 as require-admin), and, when the call is an owner's action (security/owners.ts), one of
 * the owners (403 in words) whose session proved the password within STEP_UP_MINUTES (403 with
 * `reauth: true`, which the web app answers by asking for the password and retrying). Both rules
 * are here, on the route, so every spelling the router matches meets them.
 */
export default (config: { when?: OwnerCase } | undefined, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const user = await sessions(strapi).currentUser(ctx);
    if (!user) throw new HttpError(401, MESSAGES.authRequired);
    if (!isApprovedAdmin(user)) throw new HttpError(403, MESSAGES.adminOnly);
    if (!(await ownerActionOf(strapi, ctx, user, config?.when ?? 'always'))) return next();
    if (!isOwner(user)) throw new HttpError(403, MESSAGES.ownerOnly);
    if (!sessions(strapi).provedRecently(ctx)) {
      ctx.status = 403;
      ctx.body = { success: false, message: MESSAGES.reauthRequired, reauth: true };
      return;
    }
    await next();
  };
