import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The dashboard's system overview: database health and the last backup (admin only). */
  async health(ctx: Context) {
    const data = await getService(strapi, 'api::system.system').health();
    ctx.set('Cache-Control', 'no-store');
    send(ctx, { success: true, data });
  },
});
