import type { Core } from '@strapi/strapi';
import { adminOnly } from '../../../security/route-policies';

const admin = { auth: false as const, middlewares: [adminOnly] };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/faqs/read.php', handler: 'api::faq.faq.publicRead', config: { auth: false } },
    { method: 'GET', path: '/faqs/admin_read.php', handler: 'api::faq.faq.adminRead', config: admin },
    { method: 'POST', path: '/faqs/create.php', handler: 'api::faq.faq.create', config: admin },
    { method: 'POST', path: '/faqs/update.php', handler: 'api::faq.faq.update', config: admin },
    { method: 'DELETE', path: '/faqs/delete.php', handler: 'api::faq.faq.delete', config: admin },
    { method: 'POST', path: '/faqs/restore.php', handler: 'api::faq.faq.restore', config: admin },
  ],
};

export default config;
