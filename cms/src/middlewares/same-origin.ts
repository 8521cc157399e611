import type { Context, Next } from 'koa';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing in needs no cookie yet, but a forged sign-in (login CSRF) is refused all the same. */
const ALWAYS_CHECKED = new Set(['/backend/api/users/login.php', '/admin/login']);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Cross-site request refusal (OWASP "Fetch Metadata" with the Origin header as the fallback): a
 * state-changing call that carries cookies (our session, the console's refresh cookie) must come
 * from one of the site's own origins. Browsers always send Sec-Fetch-Site or Origin on such calls;
 * scripts and curl send neither and are let through, as they carry no ambient credentials.
 */
export default (config: { origins?: string[] }) => {
  const configured = new Set((config.origins ?? []).map(originOf).filter((origin): origin is string => Boolean(origin)));

  const refuse = (ctx: Context) => {
    ctx.status = 403;
    ctx.body = { success: false, message: 'Cross-site request refused. Please use the site itself.' };
  };

  return async (ctx: Context, next: Next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    if (!ctx.get('Cookie') && !ALWAYS_CHECKED.has(ctx.path)) return next();

    const site = ctx.get('Sec-Fetch-Site');
    if (site === 'same-origin' || site === 'none') return next();
    const origin = ctx.get('Origin');
    // An origin of the allow-list (CORS_ORIGINS, PUBLIC_URL) or the request's own origin (scheme
    // from the socket, or from the proxy when TRUST_PROXY is on) may call, even if "same-site".
    if (origin && (origin === ctx.origin || configured.has(origin))) return next();
    // Neither header: not a browser.
    if (!site && !origin) return next();
    return refuse(ctx);
  };
};
