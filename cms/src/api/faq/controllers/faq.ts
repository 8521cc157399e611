import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../lib/http';
import { publicCache } from '../../../lib/public-cache';
import { publicReplyOf } from '../../kit/public-replies';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const faqs = () => getService(strapi, 'api::faq.faq');

  const publicReply = publicReplyOf(strapi)['api::faq.faq'];

  return {
    async publicRead(ctx: Context) {
      await publicCache.serve(ctx, 'api::faq.faq', publicReply);
    },
    async adminRead(ctx: Context) {
      const data = await faqs().list({ activeOnly: false });
      send(ctx, { success: true, data, message: `${data.length} FAQs found` });
    },
    async create(ctx: Context) {
      const data = await faqs().create(ctx.request.body);
      send(ctx, { success: true, message: 'FAQ created successfully.', data }, 201);
    },
    async update(ctx: Context) {
      const data = await faqs().update(ctx.request.body);
      send(ctx, { success: true, message: 'FAQ updated successfully.', data });
    },
    async delete(ctx: Context) {
      const { id, restorableUntil } = await faqs().remove(ctx.request.body);
      send(ctx, { success: true, message: 'FAQ deleted successfully.', id, restorable_until: restorableUntil });
    },
    async restore(ctx: Context) {
      const data = await faqs().restore(ctx.request.body);
      send(ctx, { success: true, message: 'FAQ restored.', data });
    },
  };
};
