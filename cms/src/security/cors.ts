import type { Core } from '@strapi/strapi';
import koaCors from '@koa/cors';
import type { Context } from 'koa';

/**
 * CORS for the site's own origins only (config/origins.ts), with credentials. A request without an
 * Origin header, or from any other origin, gets no CORS header at all (Strapi's own strapi::cors
 * answered those with an empty Access-Control-Allow-Origin beside Allow-Credentials: true).
 */
const siteCors = (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const allowed = new Set(strapi.config.get('origins.site', []) as string[]);
  return koaCors({
    origin: (ctx: Context) => {
      const origin = ctx.get('Origin');
      return origin && allowed.has(origin) ? origin : '';
    },
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept', 'Origin'],
    maxAge: 600,
  });
};

/** Strapi requires a middleware named strapi::cors: its registry's own `extend` puts this one in its place. */
export const useSiteCors = (strapi: Core.Strapi) => {
  const registry = strapi.get<{ extend(name: string, extend: () => unknown): void }>('middlewares');
  registry.extend('strapi::cors', () => siteCors);
};
