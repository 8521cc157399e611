import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request refusal (OWASP "Fetch Metadata" with the Origin header as the fallback): a
 * state-changing call must come from one of the site's own origins. Browsers always send
 * Sec-Fetch-Site or Origin on such calls; scripts and curl send neither and are let through, as
 * they carry no ambient credentials.
 *
 * Used twice (decision 0015): globally for every call that carries cookies (our session, the
 * console's refresh cookie), whatever its path; and on the sign-in routes themselves with
 * `always: true`, since signing in needs no cookie yet but a forged sign-in (login CSRF) is refused
 * all the same. On a route, the check holds for every spelling the router matches.
 */
export default (config: { always?: boolean }, { strapi }: { strapi: Core.Strapi }) => {
  const configured = new Set(strapi.config.get('origins.site', []) as string[]);

  const refuse = (ctx: Context) => {
    ctx.status = 403;
    ctx.body = { success: false, message: 'Cross-site request refused. Please use the site itself.' };
  };

  return async (ctx: Context, next: Next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    if (!config.always && !ctx.get('Cookie')) return next();

    const site = ctx.get('Sec-Fetch-Site');
    if (site === 'same-origin' || site === 'none') return next();
    const origin = ctx.get('Origin');
    // An origin of the site's own (PUBLIC_URL, CORS_ORIGINS) or the request's own origin (scheme
    // from the socket, or from the proxy when TRUST_PROXY is on) may call, even if "same-site".
    if (origin && (origin === ctx.origin || configured.has(origin))) return next();
    // Neither header: not a browser.
    if (!site && !origin) return next();
    return refuse(ctx);
  };
};
