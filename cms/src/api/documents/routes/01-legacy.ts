import type { Core } from '@strapi/strapi';
import { PDF_BYTES } from '../../../security/body-limits';
import { MESSAGES } from '../../../content/http';
import { adminOnly, bodyLimit } from '../../../security/route-policies';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/documents/upload.php',
      handler: 'api::documents.documents.upload',
      // A PDF a little over the 10 MB rule still reaches the call, which answers it in its own words.
      config: { auth: false, middlewares: [bodyLimit(PDF_BYTES, MESSAGES.pdfTooLarge), adminOnly] },
    },
  ],
};

export default config;
