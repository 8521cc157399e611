import type { Core } from '@strapi/strapi';
import { adminOnly, cachedRead } from '../../../security/route-policies';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/settings/read.php', handler: 'api::setting.setting.read', config: { auth: false, middlewares: [cachedRead('api::setting.setting')] } },
    // Issue 47: the settings with their `translations`, which the public read never carries.
    { method: 'GET', path: '/settings/admin_read.php', handler: 'api::setting.setting.adminRead', config: { auth: false, middlewares: [adminOnly] } },
    {
      method: 'POST',
      path: '/settings/update.php',
      handler: 'api::setting.setting.update',
      config: { auth: false, middlewares: [adminOnly] },
    },
  ],
};

export default config;
