import type { Core } from '@strapi/strapi';
import { BODY_BYTES } from '../security/body-limits';
import { bodyLimit, linkedIdentity, sameOriginAlways, throttled } from '../security/route-policies';

type RouteInput = { method: string; path: string; config?: { middlewares?: unknown[] } };

/**
 * Policies on the Strapi console's own routes, attached to the routes themselves like ours
 * (decision 0015), before the router is built: console sign-in gets the cross-site refusal and the
 * site's sign-in throttle (by account and address, and by address), on top of Strapi's own
 * per-path limiter; password reset by email is refused in words when no mail server is set; and a
 * console account linked to a site account cannot change its email, password or activity itself
 * (middlewares/console-profile.ts).
 */
export const guardConsoleRoutes = (strapi: Core.Strapi) => {
  const routers = strapi.admin.routes;
  const routes = Object.values(routers).flatMap((router) => router.routes ?? []);
  const find = (method: string, path: string) => {
    const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
    if (!route) throw new Error(`The console route ${method} ${path} is missing: check the Strapi upgrade`);
    return route;
  };
  const attach = (route: RouteInput, ...middlewares: unknown[]) => {
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), ...middlewares] };
  };

  // Bodies before they are read: its other open calls (tokens, first-admin registration) take the anonymous default.
  attach(find('POST', '/login'), bodyLimit(BODY_BYTES.signIn), sameOriginAlways, throttled('console-login'));
  attach(find('POST', '/forgot-password'), bodyLimit(BODY_BYTES.forgotPassword), 'global::console-email-reset');
  attach(find('POST', '/reset-password'), bodyLimit(BODY_BYTES.resetPassword), 'global::console-email-reset');
  // A console account linked to a site account changes its email and password on the site only.
  attach(find('PUT', '/users/me'), linkedIdentity('self'));
  attach(find('PUT', '/users/:id'), linkedIdentity('param'));
  attach(find('POST', '/reset-password'), linkedIdentity('reset-token'));
};
