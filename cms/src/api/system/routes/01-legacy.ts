import type { Core } from '@strapi/strapi';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/system/health.php',
      handler: 'api::system.system.health',
      config: { auth: false, middlewares: ['global::require-admin'] },
    },
  ],
};

export default config;
