import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { publicReplyOf } from '../../kit/public-replies';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => getService(strapi, 'api::setting.setting');

  const publicReply = publicReplyOf(strapi)['api::setting.setting'];

  return {
    async read(ctx: Context) {
      // Answered from the kept reply by its route (cachedRead); this runs for the bench's ?uncached only.
      send(ctx, await publicReply());
    },
    /** The settings with the owner's translations (issue 47), for the admin's Settings screen. */
    async adminRead(ctx: Context) {
      send(ctx, { success: true, data: await settings().adminRead() });
    },
    async update(ctx: Context) {
      const data = await settings().update(ctx.request.body);
      // Links in emails need the site's address: the first save by an admin gives it (issue 44).
      await getService(strapi, 'api::email-setting.email-setting').rememberSiteAddress(ctx.request.get('origin'));
      send(ctx, { success: true, message: 'Settings updated successfully', data });
    },
  };
};
