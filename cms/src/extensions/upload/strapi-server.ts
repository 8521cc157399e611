import type { Core } from '@strapi/strapi';
import { withoutContentApi } from '../../security/no-content-api';
import { guardUploadRoutes, guardUploadService } from './image-guard';
import { answerStoreOutages } from './store-outage';

/**
 * The upload plugin (the console's media library) stores pictures only: JPEG, PNG, GIF and WebP by
 * their bytes, of at most 40 megapixels, checked on its routes and again in its upload service
 * before anything decodes them (image-guard.ts). Its stock /backend/api/upload routes are not used
 * by the site and are removed (src/security/no-content-api.ts). While the object store is down its
 * routes answer 503 with Retry-After (store-outage.ts).
 */
export default (plugin: Core.Plugin) => {
  withoutContentApi(plugin);
  guardUploadRoutes(plugin);
  guardUploadService(plugin);
  answerStoreOutages(plugin);
  return plugin;
};
