import type { Core } from '@strapi/strapi';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // The site's own contact form target (DESIGN decision 8): JSON, or a plain form post.
    { method: 'POST', path: '/contact/submit.php', handler: 'api::inquiry.inquiry.submit', config: { auth: false } },
  ],
};

export default config;
