import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { HttpError, MESSAGES, send } from '../../../content/http';
import { sessions } from '../../session/services/session';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const emails = () => getService(strapi, 'api::email-setting.email-setting');

  return {
    async read(ctx: Context) {
      send(ctx, { success: true, data: await emails().read() });
    },
    async update(ctx: Context) {
      const data = await emails().update(ctx.request.body, ctx.request.get('origin'));
      send(ctx, { success: true, message: 'Email settings saved', data });
    },
    async test(ctx: Context) {
      const admin = await sessions(strapi).currentUser(ctx);
      if (!admin) throw new HttpError(401, MESSAGES.authRequired);
      const to = await emails().test(ctx.request.body, admin);
      send(ctx, { success: true, message: `Test email sent to ${to}` });
    },
  };
};
