import type { Core } from '@strapi/strapi';
import { BODY_BYTES } from '../../../security/body-limits';
import { adminOnly, bodyLimit, throttled } from '../../../security/route-policies';

const admin = { auth: false as const, middlewares: [adminOnly] };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // The site's own contact form target (DESIGN decision 8): JSON, or a plain form post.
    { method: 'POST', path: '/contact/submit.php', handler: 'api::inquiry.inquiry.submit', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.contact), throttled('contact')] } },
    // The tour-request inbox (/admin/inquiries).
    { method: 'GET', path: '/inquiries/read.php', handler: 'api::inquiry.inquiry.read', config: admin },
    { method: 'GET', path: '/inquiries/export.php', handler: 'api::inquiry.inquiry.export', config: admin },
    // The dashboard's last 90 days: requests, tours and move-ins by source, and the median time to a first answer (issue 45).
    { method: 'GET', path: '/inquiries/funnel.php', handler: 'api::inquiry.inquiry.funnel', config: admin },
    { method: 'POST', path: '/inquiries/update.php', handler: 'api::inquiry.inquiry.update', config: admin },
    { method: 'DELETE', path: '/inquiries/delete.php', handler: 'api::inquiry.inquiry.delete', config: admin },
    { method: 'POST', path: '/inquiries/restore.php', handler: 'api::inquiry.inquiry.restore', config: admin },
  ],
};

export default config;
