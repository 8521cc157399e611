import type { Core } from '@strapi/strapi';
import { BODY_BYTES } from '../../../security/body-limits';
import { adminOnly, bodyLimit, sameOriginAlways, throttled } from '../../../security/route-policies';

const admin = { auth: false as const, middlewares: [adminOnly] };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // Tour times a family can book (issue 33): the open times, and a booking's calendar file by its token.
    // Each counted per address (issue 41), like the other open calls.
    { method: 'GET', path: '/tours/slots.php', handler: 'api::tour.tour.slots', config: { auth: false, middlewares: [throttled('tour-reads')] } },
    { method: 'GET', path: '/tours/calendar.php', handler: 'api::tour.tour.calendar', config: { auth: false, middlewares: [throttled('tour-reads')] } },
    // The family's manage link (issue 45): the tour it names, another time for it, or its cancellation.
    // No account: the link's token is the key. Counted per address like the other open calls.
    { method: 'GET', path: '/tours/manage.php', handler: 'api::tour.tour.manage', config: { auth: false, middlewares: [throttled('tour-reads')] } },
    { method: 'POST', path: '/tours/reschedule.php', handler: 'api::tour.tour.reschedule', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.tourChange), sameOriginAlways, throttled('tour-reads')] } },
    { method: 'POST', path: '/tours/cancel.php', handler: 'api::tour.tour.cancel', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.tourChange), sameOriginAlways, throttled('tour-reads')] } },
    // The admin's Tours screen.
    { method: 'GET', path: '/tours/read.php', handler: 'api::tour.tour.read', config: admin },
    // The tours that ended before today and were neither marked done nor cancelled: Today asks how they went (issue 45).
    { method: 'GET', path: '/tours/follow_up.php', handler: 'api::tour.tour.followUp', config: admin },
    { method: 'POST', path: '/tours/update.php', handler: 'api::tour.tour.update', config: admin },
    // A burst of bookings (a bot) released at once (issue 41).
    { method: 'POST', path: '/tours/cancel_recent.php', handler: 'api::tour.tour.cancelRecent', config: admin },
  ],
};

export default config;
