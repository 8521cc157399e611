import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { getService } from '../../kit/services';

/** Admin › Notifications (issue 45): this device's alerts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const notifications = () => getService(strapi, 'api::notification.notification');

  return {
    key(ctx: Context) {
      send(ctx, { success: true, publicKey: notifications().publicKey() });
    },
    async subscribe(ctx: Context) {
      await notifications().subscribe(ctx, ctx.request.body);
      send(ctx, { success: true, message: 'Alerts are on for this device.' }, 201);
    },
    async unsubscribe(ctx: Context) {
      await notifications().unsubscribe(ctx.request.body);
      send(ctx, { success: true, message: 'Alerts are off for this device.' });
    },
    async test(ctx: Context) {
      const { sent, total } = await notifications().test(ctx, ctx.request.body);
      const message = total === 1 ? 'A test alert is on its way. It should show on the device in a few seconds.' : `A test alert is on its way to ${sent} of your ${total} devices.`;
      send(ctx, { success: true, message, sent });
    },
  };
};
