import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { HttpError, send } from '../../../content/http';
import { getService } from '../../kit/services';

/** How long to wait before asking again when the database or the file store did not answer. */
const RETRY_AFTER_SECONDS = '30';

/** A 503 (a store or the database did not answer) says when to try again. */
const retryLater = (ctx: Context) => (error: unknown) => {
  if (error instanceof HttpError && error.status === 503) ctx.set('Retry-After', RETRY_AFTER_SECONDS);
  throw error;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const backups = () => getService(strapi, 'api::backup.backup');

  return {
    async read(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      send(ctx, { success: true, ...(await backups().list().catch(retryLater(ctx))) });
    },
    async create(ctx: Context) {
      const record = await backups().create().catch(retryLater(ctx));
      send(ctx, { success: true, message: 'Backup created successfully.', record }, 201);
    },
    async download(ctx: Context) {
      const { file, body, size } = await backups().archive(ctx.query).catch(retryLater(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="${file}"`);
      ctx.type = 'application/gzip';
      ctx.length = size;
      ctx.body = body;
    },
  };
};
