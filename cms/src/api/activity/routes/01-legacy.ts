import type { Core } from '@strapi/strapi';
import { adminOnly } from '../../../security/route-policies';

/** The activity log is read only: entries are written by the server and never changed or deleted through the API. */
const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/activity/read.php', handler: 'api::activity.activity.read', config: { auth: false, middlewares: [adminOnly] } }],
};

export default config;
