import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest, send } from '../../../content/http';
import { answerStoreUnavailable, isStoreUnavailable } from '../../../runtime/store-unavailable';
import type { IncomingFile } from '../services/media';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async uploadImage(ctx: Context) {
    const files = (ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files ?? {};
    const all = Object.values(files).flat();
    try {
      const image = files.image;
      if (!image) throw badRequest('No image was sent: use the multipart field "image".');
      if (Array.isArray(image)) throw badRequest('Send one image at a time.');
      const stored = await getService(strapi, 'api::media.media').storeImage(image);
      send(ctx, { success: true, message: 'Image uploaded successfully.', ...stored }, 201);
    } catch (error) {
      // The object store is down: 503 and "try again in a minute". The upload plugin writes its
      // record only after every file is stored, so nothing points at a file that is not there.
      if (!isStoreUnavailable(error)) throw error;
      strapi.log.warn(`An image upload found the object store unreachable: ${(error as Error).message}`);
      answerStoreUnavailable(ctx);
    } finally {
      // Temporary files of this request are removed whatever happened.
      await Promise.all(all.map((file) => rm(file.filepath, { force: true })));
    }
  },
});
