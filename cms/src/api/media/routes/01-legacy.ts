import type { Core } from '@strapi/strapi';
import { adminOnly } from '../../../lib/route-policies';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/upload_image.php',
      handler: 'api::media.media.uploadImage',
      config: { auth: false, middlewares: [adminOnly] },
    },
  ],
};

export default config;
