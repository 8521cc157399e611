import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@afh/contract/messages';
import { isUniqueViolation } from '../runtime/unique-violation';

/**
 * The Strapi console's hold on booked tours (issue 41). A tour still to come holds its time by
 * `tourSlot` (decision 0036), the family has its calendar link, and the Tours screen tells them of
 * any change. From the console (a request signed in with a console account):
 * - the hidden fields (`tourSlot`, the calendar and manage links' fields, `submissionId`, `deletedAt`) are neither
 *   written (dropped from what it sends) nor read (dropped from what it is answered);
 * - a request in the trash is not written (it comes back from Recently deleted only);
 * - a booked tour still to come is neither deleted, moved (`tourStart`, `tourEnd`) nor given
 *   another status: the Tours screen does that and tells the family;
 * - a write that would hold a time already held (a clone of a booked request) is a 409 in words.
 */
const INQUIRY = 'api::inquiry.inquiry';
const HIDDEN = ['tourSlot', 'calendarTokenHash', 'manageTokenHash', 'manageTokenSealed', 'calendarUid', 'calendarSequence', 'reminderDaySentAt', 'reminderHoursSentAt', 'firstAnsweredAt', 'submissionId', 'deletedAt'] as const;
const HELD_FIELDS = ['tourStart', 'tourEnd', 'tourStatus'] as const;
const WRITES = new Set(['create', 'update', 'clone', 'delete']);
export const TOUR_HELD_IN_CONSOLE = 'This request has a tour booked that has not happened yet: change or cancel it on the Tours screen of the site (the family is told), not here.';
export const TIME_ALREADY_HELD = 'That tour time is already held by another request. Choose the time on the Tours screen of the site.';

type Held = { id: number; tourStart: string | Date | null; tourEnd: string | Date | null; tourStatus: string | null; tourSlot: string | null };
type Params = { documentId?: string; data?: Record<string, unknown> };

const fromConsole = (strapi: Core.Strapi) => {
  const ctx = strapi.requestContext.get();
  const state = ctx?.state as { auth?: { strategy?: { name?: string } } } | undefined;
  return state?.auth?.strategy?.name === 'admin' ? ctx : undefined;
};

/** Removes the hidden fields from what the console is answered (one document or a list of them). */
const dropHidden = (result: unknown) => {
  for (const document of Array.isArray(result) ? result : [result]) {
    if (document && typeof document === 'object') for (const field of HIDDEN) delete (document as Record<string, unknown>)[field];
  }
};

const sameTime = (a: unknown, b: unknown) => (a == null || b == null ? a == b : new Date(a as string).getTime() === new Date(b as string).getTime());

export const registerConsoleTourGuard = (strapi: Core.Strapi) => {
  /** The booked tour still to come that the document holds, if any. */
  const heldBy = async (documentId: string | undefined) => {
    if (!documentId) return null;
    const row = (await strapi.db.query(INQUIRY).findOne({ where: { documentId, tourSlot: { $notNull: true }, tourStart: { $gt: new Date() } }, select: ['id', 'tourStart', 'tourEnd', 'tourStatus', 'tourSlot'] })) as Held | null;
    return row;
  };

  const inTrash = async (documentId: string) => Boolean(await strapi.db.query(INQUIRY).findOne({ where: { documentId, deletedAt: { $notNull: true } }, select: ['id'] }));

  strapi.documents.use(async (context, next) => {
    if (context.uid !== INQUIRY) return next();
    const ctx = fromConsole(strapi);
    if (!ctx) return next();
    const params = context.params as Params;
    if (WRITES.has(context.action)) {
      if (params.data) for (const field of HIDDEN) delete params.data[field];
      // A request in the trash is not there for the console: it is restored from Recently deleted, as it was.
      if (params.documentId && (await inTrash(params.documentId))) ctx.throw(404, MESSAGES.notFound);
      const held = context.action === 'delete' || context.action === 'update' ? await heldBy(params.documentId) : null;
      if (held && context.action === 'delete') ctx.throw(409, MESSAGES.tourStillBooked);
      if (held && HELD_FIELDS.some((field) => params.data && field in params.data && !sameTime(params.data[field], held[field]) && params.data[field] !== held[field])) {
        throw new errors.ValidationError(TOUR_HELD_IN_CONSOLE);
      }
      // A clone gets no calendar or manage link, calendar event or submission of its own source; the time it copies is refused below when held.
      if (context.action === 'clone') params.data = { ...params.data, calendarTokenHash: null, manageTokenHash: null, manageTokenSealed: null, calendarUid: null, calendarSequence: null, reminderDaySentAt: null, reminderHoursSentAt: null, firstAnsweredAt: null, submissionId: null };
    }
    try {
      const result = await next();
      dropHidden(result);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) ctx.throw(409, TIME_ALREADY_HELD);
      throw error;
    }
  });
};
