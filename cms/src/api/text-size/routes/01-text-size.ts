import type { Core } from '@strapi/strapi';
import { TEXT_SIZE_ROUTE } from '@afh/contract/site';
import { BODY_BYTES } from '../../../security/body-limits';
import { bodyLimit, sameOriginAlways } from '../../../security/route-policies';

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    // The header's text size buttons without JavaScript (decision 0047): a plain form post, from
    // the site's own pages only (a cross-site form may not change a visitor's pages either).
    {
      method: 'POST',
      path: TEXT_SIZE_ROUTE,
      handler: 'api::text-size.text-size.choose',
      config: { auth: false, middlewares: [sameOriginAlways, bodyLimit(BODY_BYTES.textSize)] },
    },
  ],
};

export default config;
