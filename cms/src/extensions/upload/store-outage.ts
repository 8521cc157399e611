import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../../content/http';
import { answerConsoleStoreUnavailable, isStoreUnavailable } from '../../runtime/store-unavailable';

/** Answers a call of the media library that found the object store down with 503, not Strapi's 500. */
const storeOutage = async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    // A route middleware is called without the instance: the one serving the request is the global one.
    strapi.log.warn(`${ctx.method} ${ctx.path}: the object store cannot be reached (${(error as Error).message}).`);
    answerConsoleStoreUnavailable(ctx);
  }
};

/**
 * Every route of the upload plugin (the console's media library: upload, replace, import from a
 * URL, delete) answers 503 with Retry-After while the object store cannot be reached
 * (src/runtime/store-unavailable.ts). The plugin stores every file before it writes the record, so a
 * refused upload leaves no record behind. Put first, so it also covers the routes' other middlewares.
 */
export const answerStoreOutages = (plugin: Core.Plugin) => {
  const routes = Object.values(plugin.routes as Record<string, Core.Router>).flatMap((router) => router.routes ?? []);
  for (const route of routes) {
    route.config = { ...route.config, middlewares: [storeOutage, ...(route.config?.middlewares ?? [])] };
  }
};
