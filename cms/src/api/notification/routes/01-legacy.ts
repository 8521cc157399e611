import type { Core } from '@strapi/strapi';
import { BODY_BYTES } from '../../../security/body-limits';
import { adminOnly, bodyLimit, sameOriginAlways } from '../../../security/route-policies';

/** A change to this device's alerts: small bodies, from the site's own pages, by a signed-in admin. */
const change = { auth: false as const, middlewares: [bodyLimit(BODY_BYTES.pushSubscription), sameOriginAlways, adminOnly] };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // Alerts on the admins' phones and computers, without email (issue 45): Web Push, signed with the server's VAPID key.
    { method: 'GET', path: '/notifications/key.php', handler: 'api::notification.notification.key', config: { auth: false, middlewares: [adminOnly] } },
    { method: 'POST', path: '/notifications/subscribe.php', handler: 'api::notification.notification.subscribe', config: change },
    { method: 'POST', path: '/notifications/unsubscribe.php', handler: 'api::notification.notification.unsubscribe', config: change },
    { method: 'POST', path: '/notifications/test.php', handler: 'api::notification.notification.test', config: change },
  ],
};

export default config;
