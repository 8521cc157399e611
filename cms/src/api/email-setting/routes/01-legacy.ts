import type { Core } from '@strapi/strapi';
import { adminOnly, ownerOnly, throttled } from '../../../security/route-policies';

/** The Email card of Admin › Settings (issue 32): admins read it, the owner changes and tests it (never the password); 5 test emails per account in 15 minutes (issue 41). */
const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/settings/email.php', handler: 'api::email-setting.email-setting.read', config: { auth: false, middlewares: [adminOnly] } },
    { method: 'POST', path: '/settings/email_update.php', handler: 'api::email-setting.email-setting.update', config: { auth: false, middlewares: [ownerOnly()] } },
    { method: 'POST', path: '/settings/email_test.php', handler: 'api::email-setting.email-setting.test', config: { auth: false, middlewares: [ownerOnly(), throttled('email-test')] } },
  ],
};

export default config;
