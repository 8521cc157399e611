import type { Core } from '@strapi/strapi';

/**
 * The product signs people in with its own cookie session and manages users through
 * /backend/api/users/*.php. The plugin's stock JSON routes (/auth/local, /auth/local/register,
 * /users, /roles, ...) would hand out JWTs and accounts with no approval step, so none of them is
 * exposed. The plugin's console screens (admin routes) stay.
 */
export default (plugin: Core.Plugin) => {
  (plugin.routes as Record<string, Core.Router>)['content-api'] = { type: 'content-api', routes: [] };
  return plugin;
};
