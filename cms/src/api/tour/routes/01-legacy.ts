import type { Core } from '@strapi/strapi';
import { adminOnly } from '../../../security/route-policies';

const admin = { auth: false as const, middlewares: [adminOnly] };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // Tour times a family can book (issue 33): the open times, and a booking's calendar file by its token.
    { method: 'GET', path: '/tours/slots.php', handler: 'api::tour.tour.slots', config: { auth: false } },
    { method: 'GET', path: '/tours/calendar.php', handler: 'api::tour.tour.calendar', config: { auth: false } },
    // The admin's Tours screen.
    { method: 'GET', path: '/tours/read.php', handler: 'api::tour.tour.read', config: admin },
    { method: 'POST', path: '/tours/update.php', handler: 'api::tour.tour.update', config: admin },
  ],
};

export default config;
