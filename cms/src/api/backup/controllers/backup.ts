import { createReadStream } from 'node:fs';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../lib/http';
import { getService } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const backups = () => getService(strapi, 'api::backup.backup');

  return {
    async read(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      send(ctx, { success: true, ...(await backups().list()) });
    },
    async create(ctx: Context) {
      const record = await backups().create();
      send(ctx, { success: true, message: 'Backup created successfully.', record }, 201);
    },
    async download(ctx: Context) {
      const { file, path } = await backups().archive(ctx.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="${file}"`);
      ctx.type = 'application/gzip';
      ctx.body = createReadStream(path);
    },
  };
};
