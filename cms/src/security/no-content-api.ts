import type { Core } from '@strapi/strapi';

/**
 * Removes a plugin's stock content-API routes (under /backend/api/<plugin>/...). The product's
 * calls are all /backend/api/*.php; the Strapi console uses the plugins' admin routes, which stay.
 * Fewer routes, less to attack (the attack-surface test lists what is left).
 */
export const withoutContentApi = (plugin: Core.Plugin) => {
  (plugin.routes as Record<string, Core.Router>)['content-api'] = { type: 'content-api', routes: [] };
  return plugin;
};
