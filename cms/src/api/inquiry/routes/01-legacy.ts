import type { Core } from '@strapi/strapi';

const admin = { auth: false as const, middlewares: ['global::require-admin'] };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // The site's own contact form target (DESIGN decision 8): JSON, or a plain form post.
    { method: 'POST', path: '/contact/submit.php', handler: 'api::inquiry.inquiry.submit', config: { auth: false } },
    // The tour-request inbox (/admin/inquiries).
    { method: 'GET', path: '/inquiries/read.php', handler: 'api::inquiry.inquiry.read', config: admin },
    { method: 'POST', path: '/inquiries/update.php', handler: 'api::inquiry.inquiry.update', config: admin },
    { method: 'DELETE', path: '/inquiries/delete.php', handler: 'api::inquiry.inquiry.delete', config: admin },
  ],
};

export default config;
