import type { Context } from 'koa';
import type { Next } from '../content/http';

export type SecurityHeadersConfig = {
  /** Extra origins the contact form may post to (an outside form service). */
  formActions?: string[];
  /** PUBLIC_URL: an https address means the site is served over HTTPS. */
  publicUrl?: string;
  /** Where the console's media library shows stored files from (S3_PUBLIC_URL), besides the site. */
  imageOrigins?: string[];
};

const originOf = (url: string) => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
};

/**
 * The one Content-Security-Policy of the site and the Strapi console. No inline or outside script
 * (the site's and the console's built pages load module files only; JSON-LD blocks are data, not
 * run); inline styles are allowed because react-hot-toast and the console's styled-components
 * inject <style> elements; images also from data: and blob: (upload previews).
 */
export const contentSecurityPolicy = (formActions: string[] = [], imageOrigins: string[] = []) => {
  const origins = (urls: string[]) => [...new Set(urls.map(originOf).filter((origin): origin is string => Boolean(origin)))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins(imageOrigins)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...origins(formActions)],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
};

/**
 * Content-Security-Policy on every answer, and HSTS only when the site is served over HTTPS (TLS,
 * the proxy's X-Forwarded-Proto with TRUST_PROXY on, or an https PUBLIC_URL): over plain HTTP it
 * would be ignored at best. The other headers (nosniff, Referrer-Policy, X-Frame-Options) come from
 * strapi::security, configured in config/middlewares.ts.
 */
export default (config: SecurityHeadersConfig) => {
  const policy = contentSecurityPolicy(config.formActions, config.imageOrigins);
  const httpsUrl = /^https:/i.test(config.publicUrl ?? '');
  // `strapi develop` serves the console through Vite, whose hot reload needs inline script.
  const development = process.env.NODE_ENV === 'development';

  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } finally {
      const console = /^\/(cms|admin)(\/|$)/.test(ctx.path);
      if (!(development && console)) ctx.set('Content-Security-Policy', policy);
      if (httpsUrl || ctx.request.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
};
