import type { Core } from '@strapi/strapi';
import { adminOnly } from '../../../security/route-policies';

/** Recently deleted is read only: each record is restored by its own type's restore.php. */
const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/trash/read.php', handler: 'api::trash.trash.read', config: { auth: false, middlewares: [adminOnly] } }],
};

export default config;
