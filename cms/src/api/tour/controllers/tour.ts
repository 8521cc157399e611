import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../../content/http';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const tours = () => getService(strapi, 'api::tour.tour');

  return {
    async slots(ctx: Context) {
      // Kept in memory and dropped on every booking, cancellation or settings change: the browser asks each time.
      ctx.set('Cache-Control', 'no-cache');
      send(ctx, await tours().slots(ctx.query));
    },
    async read(ctx: Context) {
      const records = await tours().list();
      send(ctx, { success: true, records, message: `${records.length} upcoming tours` });
    },
    async followUp(ctx: Context) {
      const records = await tours().followUps();
      send(ctx, { success: true, records, message: `${records.length} tours to follow up` });
    },
    async update(ctx: Context) {
      const data = await tours().update(ctx.request.body);
      send(ctx, { success: true, message: 'Tour updated successfully.', data });
    },
    async cancelRecent(ctx: Context) {
      const { ids, restorableUntil } = await tours().cancelRecent(ctx.request.body);
      const count = ids.length === 1 ? '1 booking' : `${ids.length} bookings`;
      const message = ids.length ? `${count} cancelled. Their times are open again, and the requests can be restored from Recently deleted.` : 'No bookings were made in the last hour.';
      send(ctx, { success: true, message, ids, restorable_until: restorableUntil });
    },
    /** A family's manage link: never kept by a browser or a proxy (the token is in the address). */
    async manage(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      send(ctx, { success: true, tour: await tours().manage(ctx.query) });
    },
    async reschedule(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      send(ctx, { success: true, message: 'Your tour is moved.', tour: await tours().reschedule(ctx.request.body) });
    },
    async cancel(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      send(ctx, { success: true, message: 'Your tour is cancelled.', tour: await tours().cancel(ctx.request.body) });
    },
    async calendar(ctx: Context) {
      const ics = await tours().calendar(ctx.query);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', 'attachment; filename="tour.ics"');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = ics;
    },
  };
};
