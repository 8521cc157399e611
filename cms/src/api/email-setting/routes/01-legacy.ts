import type { Core } from '@strapi/strapi';
import { adminOnly, ownerOnly } from '../../../security/route-policies';

/** The Email card of Admin › Settings (issue 32): admins only, never the password. */
const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/settings/email.php', handler: 'api::email-setting.email-setting.read', config: { auth: false, middlewares: [adminOnly] } },
    { method: 'POST', path: '/settings/email_update.php', handler: 'api::email-setting.email-setting.update', config: { auth: false, middlewares: [ownerOnly()] } },
    { method: 'POST', path: '/settings/email_test.php', handler: 'api::email-setting.email-setting.test', config: { auth: false, middlewares: [ownerOnly()] } },
  ],
};

export default config;
