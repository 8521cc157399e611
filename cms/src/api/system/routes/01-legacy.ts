import type { Core } from '@strapi/strapi';
import { adminOnlyEvenOffline } from '../../../security/route-policies';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/system/health.php',
      handler: 'api::system.system.health',
      config: { auth: false, middlewares: [adminOnlyEvenOffline] },
    },
  ],
};

export default config;
