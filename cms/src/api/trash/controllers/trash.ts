import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Recently deleted: what can still be restored, newest first (admin only). */
  async read(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    send(ctx, { success: true, ...(await getService(strapi, 'api::trash.trash').list()) });
  },
});
