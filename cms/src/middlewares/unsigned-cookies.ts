import type { Context } from 'koa';
import type { Next } from '../content/http';

type SetCookie = Context['cookies']['set'];

/**
 * With app keys set (strapi::session needs them), Koa signs every cookie it sets by default: a
 * `<name>.sig` companion goes out, but a plain `ctx.cookies.get(name)` (ours for afh_session,
 * Strapi's for the console's strapi_admin_refresh) never checks it, so the signature only looked
 * like a guarantee (issue 41). Those cookies are opaque random tokens looked up by their hash,
 * which a signature adds nothing to: they go out unsigned. A cookie whose setter asks for a
 * signature explicitly (koa-session, which checks it on reading too) keeps it.
 */
export default () => async (ctx: Context, next: Next) => {
  const cookies = ctx.cookies;
  const set = cookies.set.bind(cookies);
  const unsigned: SetCookie = (name, value, options) => set(name, value, { ...options, signed: options?.signed === true });
  cookies.set = unsigned;
  return next();
};
