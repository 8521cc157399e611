import type { Core } from '@strapi/strapi';
import { adminOnly, cachedRead } from '../../security/route-policies';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One legacy call: its method, its file under the type's folder, and the controller action that answers it. */
export type LegacyCall = readonly [method: Method, file: string, action: string];

/**
 * The legacy routes of a content type, under /backend/api/<folder>/: its public read is open to
 * anyone and answered from the type's kept reply (site/cache.ts), every other call is the admin's
 * (security/route-policies.ts).
 */
export const legacyRoutes = (folder: string, uid: string, publicRead: LegacyCall, adminCalls: readonly LegacyCall[]): Core.RouterConfig => {
  const admin = { auth: false as const, middlewares: [adminOnly] };
  const route = ([method, file, action]: LegacyCall, config: Core.RouterInput['routes'][number]['config']) => ({ method, path: `/${folder}/${file}`, handler: `${uid}.${action}`, config });
  return { type: 'content-api', routes: [route(publicRead, { auth: false, middlewares: [cachedRead(uid)] }), ...adminCalls.map((call) => route(call, admin))] };
};
