import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { publicCache } from '../../../site/public-cache';
import { publicReplyOf } from '../../kit/public-replies';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => getService(strapi, 'api::setting.setting');

  const publicReply = publicReplyOf(strapi)['api::setting.setting'];

  return {
    async read(ctx: Context) {
      await publicCache.serve(ctx, 'api::setting.setting', publicReply);
    },
    async update(ctx: Context) {
      const data = await settings().update(ctx.request.body);
      send(ctx, { success: true, message: 'Settings updated successfully', data });
    },
  };
};
