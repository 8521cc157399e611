import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { HttpError, send } from '../../../content/http';
import { getService } from '../../kit/services';
import { INTERFACE_LANGUAGES, isLanguageCode } from '@afh/contract/languages';
import { pathIn } from '@afh/contract/site';

export const THANK_YOU = 'Thank you for reaching out! We will get back to you within 2 hours.';

/** The contact page the family wrote from (issue 47): /es/contact for a request sent from a Spanish page. */
const contactPageOf = (body: unknown) => {
  const language = typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : undefined;
  return isLanguageCode(language) && (INTERFACE_LANGUAGES as readonly string[]).includes(language) ? pathIn(language, '/contact') : '/contact';
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const inquiries = () => getService(strapi, 'api::inquiry.inquiry');

  return {
    async submit(ctx: Context) {
      // A plain HTML form post (no JavaScript) goes back to the contact page with the outcome.
      if (ctx.is('application/x-www-form-urlencoded')) {
        const page = contactPageOf(ctx.request.body);
        try {
          const tour = await inquiries().submit(ctx.request.body);
          ctx.redirect(tour ? `${page}?sent=1&tour=${encodeURIComponent(tour.start)}&ics=${encodeURIComponent(tour.ics_url)}${tour.manage_url ? `&manage=${encodeURIComponent(tour.manage_url)}` : ''}` : `${page}?sent=1`);
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          ctx.redirect(`${page}?sent=0&error=${encodeURIComponent(error.message)}`);
        }
        ctx.status = 303;
        return;
      }

      const tour = await inquiries().submit(ctx.request.body);
      send(ctx, { success: true, message: THANK_YOU, ...(tour ? { tour } : {}) }, 201);
    },

    async read(ctx: Context) {
      const records = await inquiries().list(ctx.query);
      send(ctx, { success: true, records, message: `${records.length} inquiries found` });
    },
    async funnel(ctx: Context) {
      send(ctx, { success: true, data: await inquiries().funnel() });
    },
    async export(ctx: Context) {
      const csv = await inquiries().exportCsv(ctx.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="inquiries-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    },
    async update(ctx: Context) {
      const data = await inquiries().update(ctx.request.body);
      send(ctx, { success: true, message: 'Inquiry updated successfully.', data });
    },
    async delete(ctx: Context) {
      const { id, restorableUntil } = await inquiries().remove(ctx.request.body);
      send(ctx, { success: true, message: 'Inquiry deleted successfully.', id, restorable_until: restorableUntil });
    },
    async restore(ctx: Context) {
      const data = await inquiries().restore(ctx.request.body);
      send(ctx, { success: true, message: 'Inquiry restored.', data });
    },
  };
};
