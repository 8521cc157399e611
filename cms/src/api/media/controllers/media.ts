import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest, send } from '../../../lib/http';
import type { IncomingFile } from '../services/media';
import { getService } from '../../services';

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
    } finally {
      // Temporary files of this request are removed whatever happened.
      await Promise.all(all.map((file) => rm(file.filepath, { force: true })));
    }
  },
});
