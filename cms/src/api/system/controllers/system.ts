import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../lib/http';
import type systemService from '../services/system';

type SystemService = ReturnType<typeof systemService>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The dashboard's system overview: database health and the last backup (admin only). */
  async health(ctx: Context) {
    const data = await (strapi.service('api::system.system') as unknown as SystemService).health();
    ctx.set('Cache-Control', 'no-store');
    send(ctx, { success: true, data });
  },
});
