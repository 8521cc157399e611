import type { Core } from '@strapi/strapi';
import { FULL_BYTES } from '../../../security/body-limits';
import { MESSAGES } from '../../../content/http';
import { adminOnly, bodyLimit } from '../../../security/route-policies';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/upload_image.php',
      handler: 'api::media.media.uploadImage',
      // A file a little over the 5 MB rule still reaches the call, which answers it in its own words.
      config: { auth: false, middlewares: [bodyLimit(FULL_BYTES.multipart, MESSAGES.fileTooLarge), adminOnly] },
    },
  ],
};

export default config;
