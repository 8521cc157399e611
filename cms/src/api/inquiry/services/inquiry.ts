import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Core, Modules } from '@strapi/strapi';
import type { Inquiry } from '@afh/contract/records';
import type { ParsedRequest } from '@afh/contract/requests';
import { currentPaymentType, MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, TOUR_REQUEST } from '@afh/contract/choices';
import { CLOSED_REASONS, HEARD_FROM } from '@afh/contract/inquiry-words';
import { isLanguage } from '@afh/contract/languages';
import { badRequest, conflict, MESSAGES, notFound } from '../../../content/http';
import { storeBucket } from '../../../content/upload-store';
import { createOutbox } from '../../../runtime/outbox';
import { bucketOutbox } from '../../../runtime/outbox-bucket';
import { isDatabaseUnavailable } from '../../../runtime/unavailable';
import { isUniqueViolation } from '../../../runtime/unique-violation';
import { parseBody } from '../../../content/validation';
import { entryLookup, writtenAt } from '../../kit/entries';
import { getService } from '../../kit/services';
import { newRequestAlert, pushToAdmins } from '../../notification/alerts';
import { withinBookingCaps } from '../../tour/caps';
import { familyBooking } from '../../tour/family-email';
import type { Booking } from '../../tour/services/tour';
import { inquiriesCsv } from './export';
import { inquiryFunnel } from './funnel';
import { stageOf } from '../stage';
import { careNeedsRecord, paymentOf, storedCareNeeds, type StoredCareNeeds } from '../care-needs';
import { notifyHome } from './notify';

const UID = 'api::inquiry.inquiry';
/** Fields searched by `?search=` (each word of the search must be in one of them). */
const SEARCHED = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

type Entry = Modules.Documents.Document<typeof UID>;

/** A request as it is stored, with its submission id (and, when the outbox kept it, when it came). */
type ContactFields = Omit<ParsedRequest<'contact/submit'>, 'relationship' | 'move_in_timeframe' | 'payment_source' | 'preferred_times' | 'tour_start' | 'heard_from' | 'care_needs' | 'health_data_consent'>;
type KeptRequest = { submissionId: string; receivedAt?: string; data: ContactFields & StoredTour & StoredCareNeeds & Partial<Booking['fields']> };
type StoredTour = { relationship?: string; moveInTimeframe?: string; paymentSource?: string; preferredTimes?: string[]; heardFrom?: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a closed request is kept: INQUIRY_RETENTION_DAYS, default 365 (fractions allowed, for tests). */
export const inquiryRetentionDays = () => {
  const days = Number(process.env.INQUIRY_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 365;
};

/** A stored value of a list, or '' (the lists are checked on every write: content/rules.ts). */
const oneOfOrEmpty = <T extends string>(values: readonly T[], value: string | null | undefined): T | '' => values.find((one) => one === value) ?? '';

/** The API's shape: explicit fields, snake_case, `status` for the stored `inquiryStatus`. */
export const toRecord = (entry: Entry): Inquiry => ({
  id: Number(entry.id),
  first_name: entry.firstName ?? '',
  last_name: entry.lastName ?? '',
  email: entry.email ?? '',
  phone: entry.phone ?? '',
  service_type: entry.serviceType ?? 'Other',
  message: entry.message ?? '',
  status: stageOf(entry.inquiryStatus),
  closed_reason: entry.inquiryStatus === 'closed' ? oneOfOrEmpty(CLOSED_REASONS, entry.closedReason) : '',
  notes: entry.notes ?? '',
  relationship: entry.relationship ?? '',
  move_in_timeframe: oneOfOrEmpty(MOVE_IN_TIMEFRAMES, entry.moveInTimeframe),
  heard_from: oneOfOrEmpty(HEARD_FROM, entry.heardFrom),
  payment_source: oneOfOrEmpty(PAYMENT_SOURCES, currentPaymentType(entry.paymentSource) as string | null | undefined),
  preferred_times: Array.isArray(entry.preferredTimes) ? entry.preferredTimes.filter((time): time is string => typeof time === 'string') : [],
  tour: entry.tourStart ? { start: new Date(String(entry.tourStart)).toISOString(), status: entry.tourStatus ?? 'booked' } : null,
  ...careNeedsRecord(entry),
  // Issue 47: rows stored before it (or by the console) read as English.
  language: isLanguage(entry.language) ? entry.language : 'en',
  ...writtenAt(entry),
});

const inquiryService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const { findById, undo } = entryLookup(strapi, { uid: UID, label: 'Inquiry' }, (params) => documents().findFirst(params), toRecord);

  /**
   * Stores a request under its submission id, once: a second delivery of the same id (the outbox
   * after a crash, or a write whose answer the lost connection swallowed) finds it stored. The home
   * is told (by email, and a push to the admins' devices) only after the request is stored, and
   * without waiting: a slow or failing mail or push server never delays or fails the submission.
   */
  const store = async ({ submissionId, receivedAt, data }: KeptRequest) => {
    const stored = (await strapi.db.query(UID).findOne({ where: { submissionId }, select: ['id'] })) as { id: number } | null;
    if (stored) return stored.id;
    let entry: Entry;
    // A request that books a time starts at Tour booked (issue 45): its one stage.
    const create = () => documents().create({ data: { ...data, submissionId, inquiryStatus: data.tourSlot ? 'tour_booked' : 'new' } });
    try {
      // A booking is stored only within the caps (issue 41), counted in the same transaction.
      entry = data.tourSlot ? await withinBookingCaps(strapi, { email: data.email, phone: data.phone }, create) : await create();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Not this request stored twice: the tour time it books is held by another (tourSlot's unique key).
      if (data.tourSlot && !(await strapi.db.query(UID).findOne({ where: { submissionId }, select: ['id'] }))) throw conflict(MESSAGES.tourTaken);
      return null;
    }
    // Stored means committed: a transaction that a lost connection ended can look done to Strapi
    // (it skips the commit of a finished transaction), so the row is looked for outside it. Not
    // found, or the database gone, the request goes to the outbox and is stored from there.
    const committed = (await strapi.db.query(UID).findOne({ where: { submissionId }, select: ['id'] })) as { id: number } | null;
    if (!committed) throw Object.assign(new Error('Connection ended unexpectedly: the request was not committed'), { code: 'ECONNRESET' });
    // A request kept in the outbox shows in the inbox at the time it was sent, not when it was stored.
    if (receivedAt) await strapi.db.query(UID).update({ where: { id: entry.id }, data: { createdAt: new Date(receivedAt) } });
    // The pre-screen's health answers never travel by email: it says there are some to see in the admin.
    notifyHome(strapi, { ...data, id: Number(entry.id), careNeeds: Boolean(data.healthDataConsentAt) }).catch(() => undefined);
    // And on the admins' phones, with email or without (issue 45): the first name and the kind of request only.
    pushToAdmins(strapi, newRequestAlert({ id: Number(entry.id), firstName: data.firstName, serviceType: data.serviceType, tourSlot: data.tourSlot }));
    return Number(entry.id);
  };

  const bucket = storeBucket(strapi);
  const outbox = createOutbox<KeptRequest>({
    dir: path.resolve(strapi.dirs.app.root, process.env.OUTBOX_DIR || path.join('.tmp', 'outbox')),
    deliver: async (kept) => void (await store(kept)),
    log: strapi.log,
    keptAt: (kept) => kept.receivedAt,
    // With an object store, a copy there too: any instance stores it, even when this one is gone (issue 43).
    ...(bucket ? { shared: { store: bucketOutbox(bucket), idOf: (kept: KeptRequest) => kept.submissionId } } : {}),
  });

  return {
    /**
     * Validates a contact form and stores it, so no family's message is lost: while the database is
     * out of reach it is kept in the outbox on this instance's disk (fsynced first) and stored when
     * the database is back (decision 0030). Either way the visitor is thanked only once it is safe.
     */
    async submit(body: unknown) {
      const { relationship, move_in_timeframe: timeframe, payment_source, preferred_times: times, tour_start: tourStart, heard_from: heardFrom, care_needs, health_data_consent, ...input } = parseBody('contact/submit', body);
      const payment = paymentOf({ payment_source, care_needs });
      // The tour details belong to tour requests only; what was left blank is not stored. The
      // pre-screen's health answers need their consent (issue 46): refused without it, nothing stored.
      const tour =
        input.serviceType === TOUR_REQUEST
          ? {
              ...(relationship ? { relationship } : {}),
              ...(timeframe ? { moveInTimeframe: timeframe } : {}),
              ...(payment ? { paymentSource: payment } : {}),
              ...(times?.length ? { preferredTimes: times } : {}),
              ...storedCareNeeds({ care_needs, health_data_consent }),
            }
          : {};
      // A chosen tour time books it (issue 33): checked against the open times, held by the database's unique key.
      const booking = input.serviceType === TOUR_REQUEST && tourStart ? await getService(strapi, 'api::tour.tour').prepareBooking(tourStart) : undefined;
      const request: KeptRequest = { submissionId: randomUUID(), data: { ...input, ...tour, ...(heardFrom ? { heardFrom } : {}), ...booking?.fields } };
      try {
        const id = await store(request);
        if (booking && id !== null) getService(strapi, 'api::tour.tour').booked(id, booking, { first_name: input.firstName, email: input.email, message: input.message, language: input.language });
        // The family's manage link in the language they wrote in (issue 47), as their emails give it.
        return booking && familyBooking(input.language, booking.answer);
      } catch (error) {
        // A time cannot be promised while the database is away: the booking is refused (503), not kept.
        if (!isDatabaseUnavailable(error) || booking) throw error;
        // An outbox that cannot be written either (a full disk) keeps nothing: the family is told
        // to try again in a minute (503, OutboxUnwritableError), never thanked for a lost request.
        await outbox.keep({ ...request, receivedAt: new Date().toISOString() }).catch((failure: unknown) => {
          strapi.log.error(`Contact request ${request.submissionId} was refused: the database is out of reach and ${(failure as Error).message}.`);
          throw failure;
        });
        strapi.log.warn(`Contact request ${request.submissionId} kept in the outbox: the database is out of reach.`);
      }
    },

    /** Stores what the outbox kept (bootstrap), then keeps trying while anything is kept. */
    startOutbox: () => outbox.start(),
    stopOutbox: () => outbox.stop(),
    flushOutbox: () => outbox.flush(),
    /** How many requests wait in this instance's outbox folder, and how long the oldest has waited. */
    outboxState: () => outbox.inspect(),

    /**
     * The database's guarantee behind "once": a unique index on the submission id (Strapi's schema
     * sync leaves indexes it did not make alone).
     */
    async ensureSubmissionIndex() {
      await strapi.db.connection.raw('create unique index if not exists inquiries_submission_id_unique on inquiries (submission_id)');
      // One tour per time (issue 33). A cancelled tour's tour_slot is NULL, and both SQLite and
      // PostgreSQL let any number of NULLs share a unique index: cancelling frees the time.
      await strapi.db.connection.raw('create unique index if not exists inquiries_tour_slot_unique on inquiries (tour_slot)');
    },

    /** Newest first; `search` keeps the requests where every word appears in a name, the email, the phone or the message. */
    async list(query: unknown) {
      const { search = '', move_in_timeframe: timeframe, payment_source: payment } = parseBody('inquiries/read (query)', query ?? {});
      const words = search.split(/\s+/).filter(Boolean);
      if (words.length > 10) throw badRequest('search can hold at most 10 words');
      const conditions: Array<Record<string, unknown>> = words.map((word) => ({ $or: SEARCHED.map((field) => ({ [field]: { $containsi: word } })) }));
      if (timeframe) conditions.push({ moveInTimeframe: timeframe });
      if (payment) conditions.push({ paymentSource: payment });
      const filters = conditions.length ? { $and: conditions } : {};
      const entries = await documents().findMany({ filters, sort: [{ createdAt: 'desc' }, { id: 'desc' }], limit: -1 });
      return entries.map(toRecord);
    },

    /** The inbox (as `list` answers it, same filters) as a CSV file for a spreadsheet, its times on the home's clock (settings `timezone`). */
    /** The dashboard's last 90 days (issue 45). */
    funnel() {
      return inquiryFunnel(strapi);
    },

    async exportCsv(query: unknown) {
      const [inquiries, { timezone }] = await Promise.all([this.list(query), getService(strapi, 'api::setting.setting').read()]);
      return inquiriesCsv(inquiries, timezone);
    },

    /** A new stage, why it was closed (kept only while it is Closed), notes. */
    async update(body: unknown) {
      const input = parseBody('inquiries/update', body);
      const existing = await findById(input.id);
      const stage = input.status ?? existing.inquiryStatus;
      const reason = stage === 'closed' && input.closed_reason ? input.closed_reason : undefined;
      // The home's first answer (issue 45): the first time a request leaves New, for the median on the dashboard.
      const answered = existing.inquiryStatus === 'new' && input.status !== undefined && input.status !== 'new' && !existing.firstAnsweredAt;
      let entry = await documents().update({
        documentId: existing.documentId,
        data: {
          ...(input.status !== undefined ? { inquiryStatus: input.status } : {}),
          ...(answered ? { firstAnsweredAt: new Date() } : {}),
          ...(reason ? { closedReason: reason } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        },
      });
      // The query layer, as the document service's input types cannot say NULL: a reason goes with the Closed stage.
      if (entry && entry.closedReason && (stage !== 'closed' || input.closed_reason === '')) {
        await strapi.db.query(UID).update({ where: { id: existing.id }, data: { closedReason: null } });
        entry = await documents().findOne({ documentId: existing.documentId });
      }
      if (!entry) throw notFound('Inquiry not found');
      return toRecord(entry);
    },

    /**
     * A request's stage follows its tour (issue 45): booked (again) is Tour booked, done is Toured,
     * and a cancelled tour takes a Tour booked request back to `back` (New when the family
     * cancelled, so Today shows it waiting; Contacted when the home did).
     */
    async followTour(id: number, tour: 'booked' | 'done' | 'cancelled', back: 'new' | 'contacted' = 'contacted') {
      const next = { booked: 'tour_booked', done: 'toured', cancelled: back } as const;
      const from = tour === 'cancelled' ? ['tour_booked'] : tour === 'done' ? ['new', 'contacted', 'tour_booked'] : ['new', 'contacted'];
      await strapi.db.query(UID).updateMany({ where: { id, inquiryStatus: { $in: from } }, data: { inquiryStatus: next[tour] } });
    },

    /**
     * Washington's My Health My Data Act: what families wrote is kept no longer than needed. A
     * closed request is removed INQUIRY_RETENTION_DAYS (365) after its last change, one by one so
     * the activity log records each deletion (by the system, without its content).
     */
    async purgeClosed(now = Date.now()) {
      const cutoff = new Date(now - inquiryRetentionDays() * DAY_MS);
      const expired = (await strapi.db.query(UID).findMany({ where: { inquiryStatus: 'closed', updatedAt: { $lt: cutoff } }, select: ['id'] })) as Array<{ id: number }>;
      for (const { id } of expired) await strapi.db.query(UID).delete({ where: { id } });
      return expired.length;
    },

    /** A soft delete (content/soft-delete.ts): answers the id and until when it can be restored. */
    async remove(body: unknown) {
      const { id } = parseBody('inquiries/delete', body);
      // A booked tour still to come holds its time and the family expects it: the owner cancels it
      // first (which frees the time and tells them), so a deleted request never holds a time unseen.
      const held = (await strapi.db.query(UID).findOne({ where: { id, tourSlot: { $notNull: true }, tourStart: { $gt: new Date() } }, select: ['id'] })) as { id: number } | null;
      if (held) throw conflict(MESSAGES.tourStillBooked);
      return undo.remove(id);
    },

    restore: undo.restore,
  };
};
export default inquiryService;

declare module '../../kit/services' {
  interface AppServices {
    'api::inquiry.inquiry': ReturnType<typeof inquiryService>;
  }
}
