import type { Core } from '@strapi/strapi';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/upload_image.php',
      handler: 'api::media.media.uploadImage',
      config: { auth: false, middlewares: ['global::require-admin'] },
    },
  ],
};

export default config;
