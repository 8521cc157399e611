import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Core, Modules } from '@strapi/strapi';
import { formatInTimeZone } from 'date-fns-tz';
import type { BookedTour, ManagedTour, Settings, Tour, TourSlotsReply } from '@afh/contract/records';
import { MESSAGES } from '@afh/contract/messages';
import { badRequest, conflict, notFound } from '../../../content/http';
import { isUniqueViolation } from '../../../runtime/unique-violation';
import { parseBody } from '../../../content/validation';
import { getService } from '../../kit/services';
import { stageOf } from '../../inquiry/stage';
import { siteAddress } from '../../email-setting/mail';
import { tourCalendar } from '../calendar';
import { familyPath, tellFamily, tellOwner } from '../notify';
import type { Language } from '@afh/contract/languages';
import { startOfHomeDay } from '../caps';
import { calendarPath, managePath, sealManageToken } from '../links';
import { slotsCache } from '../slots-cache';
import { offeredSlot, openSlots, slotKey } from '../slots';

const INQUIRY = 'api::inquiry.inquiry';
type Entry = Modules.Documents.Document<typeof INQUIRY>;

const WITH_OFFSET = "yyyy-MM-dd'T'HH:mm:ssxxx";
/** "Made in this hour": the last sixty minutes. */
const RECENT_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back Today asks how a tour went. */
const FOLLOW_UP_DAYS = 14;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The fields a booking adds to the stored request (the inquiry), and what the family is answered. */
export type Booking = {
  fields: {
    tourStart: Date;
    tourEnd: Date;
    tourStatus: 'booked';
    tourSlot: string;
    calendarTokenHash: string;
    manageTokenHash: string;
    manageTokenSealed: string | undefined;
    calendarUid: string;
    calendarSequence: number;
  };
  answer: BookedTour;
};

const tourService = ({ strapi }: { strapi: Core.Strapi }) => {
  const hours = () => getService(strapi, 'api::setting.setting').read();
  /** What the calendar file says of the home. */
  const homeOf = (settings: Settings, site: string) => ({
    businessName: settings.business_name,
    address: settings.address,
    phone: settings.phone,
    host: site ? new URL(site).host : 'afh.local',
  });

  /** The slot keys held by tours not cancelled that start from `from` on. */
  const heldFrom = async (from: Date) => {
    const rows = (await strapi.db.query(INQUIRY).findMany({ where: { tourSlot: { $notNull: true }, tourStart: { $gte: from } }, select: ['tourSlot'] })) as Array<{ tourSlot: string | null }>;
    return new Set(rows.flatMap(({ tourSlot }) => (tourSlot ? [tourSlot] : [])));
  };

  /** A booking's calendar event: its own UID (older bookings keep the one they were sent with) and how often it changed. */
  const eventOf = async (entry: Entry, settings: Settings) => ({
    id: Number(entry.id),
    uid: entry.calendarUid ?? null,
    sequence: entry.calendarSequence ?? 0,
    startsAt: new Date(String(entry.tourStart)),
    endsAt: new Date(String(entry.tourEnd)),
    cancelled: entry.tourStatus === 'cancelled',
    ...homeOf(settings, await siteAddress(strapi)),
  });

  /** The booking a manage link names, while its tour has not ended; else the link's 404. */
  const managed = async (token: string) => {
    const entry = await strapi.documents(INQUIRY).findFirst({ filters: { manageTokenHash: hashOf(token), tourStart: { $notNull: true } } });
    if (!entry?.tourEnd || new Date(String(entry.tourEnd)).getTime() <= Date.now()) throw notFound(MESSAGES.tourLinkInvalid);
    return entry;
  };
  const managedTour = (entry: Entry, zone: string): ManagedTour => {
    const { start, end, status } = toTour(entry, zone);
    return { start, end, status };
  };

  /** After a family changed or cancelled their tour: the open times follow, the family gets the new calendar file, the owner hears of it. */
  const changedByFamily = (entry: Entry, settings: Settings, kind: 'moved' | 'cancelled') => {
    slotsCache.dropWithPages();
    const tell = async () => {
      const tour = toTour(entry, settings.timezone);
      const calendar = tourCalendar(await eventOf(entry, settings));
      const { language } = entry;
      await tellFamily(strapi, kind === 'moved' ? { kind: 'moved', tour, settings, calendar, language } : { kind: 'cancelled by family', tour, settings, calendar, language });
      await tellOwner(strapi, { kind, tour, settings });
    };
    tell().catch(() => undefined);
  };

  const toTour = (entry: Entry, zone: string): Tour => {
    const startsAt = new Date(String(entry.tourStart));
    const endsAt = new Date(String(entry.tourEnd));
    return {
      id: Number(entry.id),
      start: formatInTimeZone(startsAt, zone, WITH_OFFSET),
      end: formatInTimeZone(endsAt, zone, WITH_OFFSET),
      status: entry.tourStatus ?? 'booked',
      // The request's one stage, as the inbox shows it (issue 45).
      stage: stageOf(entry.inquiryStatus),
      first_name: entry.firstName ?? '',
      last_name: entry.lastName ?? '',
      email: entry.email ?? '',
      phone: entry.phone ?? '',
      relationship: entry.relationship ?? '',
      message: entry.message ?? '',
      created_at: String(entry.createdAt),
    };
  };

  return {
    /** The open times (public): kept until the next booking, cancellation or settings change (slots-cache.ts). */
    async slots(query: unknown): Promise<TourSlotsReply> {
      const { days } = parseBody('tours/slots (query)', query ?? {});
      return slotsCache.get(days ?? 0, async () => {
        const settings = await hours();
        const span = Math.min(days ?? settings.tour_horizon_days, settings.tour_horizon_days);
        const now = new Date();
        const records = openSlots(settings, { now, days: span, booked: await heldFrom(now) }).map(({ start, end }) => ({ start, end }));
        return { success: true, timezone: settings.timezone, records };
      });
    },

    /**
     * Checks a chosen time before it is stored: one the hours never offered is a 400, one already
     * held a 409. The database has the last word (the unique key on `tourSlot`), so two families
     * asking at once cannot both pass: the second insert fails and becomes the same 409.
     */
    async prepareBooking(start: string): Promise<Booking> {
      const settings = await hours();
      const now = new Date();
      const slot = offeredSlot(settings, new Date(start), now);
      if (!slot) throw badRequest(MESSAGES.tourNotOffered);
      const key = slotKey(slot.startsAt);
      if ((await heldFrom(slot.startsAt)).has(key)) throw conflict(MESSAGES.tourTaken);
      const token = randomBytes(32).toString('base64url');
      const manageToken = randomBytes(32).toString('base64url');
      return {
        fields: {
          tourStart: slot.startsAt,
          tourEnd: slot.endsAt,
          tourStatus: 'booked',
          tourSlot: key,
          calendarTokenHash: hashOf(token),
          manageTokenHash: hashOf(manageToken),
          // Sealed with the server's key, for the reminders to carry the link (issue 45); only the hash checks it.
          manageTokenSealed: sealManageToken(strapi, manageToken),
          // The calendar event's UID, unique in the world (issue 45): a family's calendar keeps one event per booking.
          calendarUid: randomUUID(),
          calendarSequence: 0,
        },
        answer: { start: slot.start, end: slot.end, ics_url: calendarPath(token), manage_url: managePath(manageToken) },
      };
    },

    /**
     * After a booking is stored: the kept open times go (also dropped by the write itself, but a
     * list read while the insert was uncommitted must not stay), and the family gets the calendar
     * file by email, without waiting.
     */
    booked(id: number, booking: Booking, family: { first_name: string; email: string; message: string; language?: Language }) {
      slotsCache.dropWithPages();
      const mail = async () => {
        const settings = await hours();
        const site = await siteAddress(strapi);
        const calendar = tourCalendar({
          id,
          uid: booking.fields.calendarUid,
          sequence: 0,
          startsAt: booking.fields.tourStart,
          endsAt: booking.fields.tourEnd,
          cancelled: false,
          ...homeOf(settings, site),
        });
        const calendarUrl = `${site}${booking.answer.ics_url}`;
        const { message, language, ...who } = family;
        // The family's page in the language they wrote in (issue 47): /es/tour?token=… for Spanish.
        const manageUrl = booking.answer.manage_url ? `${site}${familyPath(language, booking.answer.manage_url)}` : undefined;
        await tellFamily(strapi, { kind: 'booked', tour: { id, start: booking.answer.start, ...who }, settings, calendar, calendarUrl, manageUrl, sent: message, language });
      };
      mail().catch(() => undefined);
    },

    /** Upcoming tours (not yet ended), soonest first, with the family's details (admin). */
    async list(): Promise<Tour[]> {
      const { timezone } = await hours();
      const entries = await strapi.documents(INQUIRY).findMany({ filters: { tourEnd: { $gte: new Date().toISOString() } }, sort: [{ tourStart: 'asc' }, { id: 'asc' }], limit: -1 });
      return entries.map((entry) => toTour(entry, timezone));
    },

    /**
     * The tours to ask about (issue 45): ended before today on the home's clock, within the last
     * FOLLOW_UP_DAYS, and neither marked done nor cancelled. Today asks "How did the tour with Ada go?".
     */
    async followUps(): Promise<Tour[]> {
      const { timezone } = await hours();
      const now = new Date();
      const entries = await strapi.documents(INQUIRY).findMany({
        filters: { tourEnd: { $lt: startOfHomeDay(now, timezone).toISOString(), $gte: new Date(now.getTime() - FOLLOW_UP_DAYS * DAY_MS).toISOString() }, tourStatus: { $in: ['booked', 'confirmed'] } },
        sort: [{ tourStart: 'asc' }, { id: 'asc' }],
        limit: -1,
      });
      return entries.map((entry) => toTour(entry, timezone));
    },

    /**
     * Sets a tour's status (admin); cancelling frees its time (the unique key holds NULL) and tells
     * the family, unless the tour is over (a family that did not come is not told it is cancelled).
     */
    async update(body: unknown): Promise<Tour> {
      const { id, status } = parseBody('tours/update', body);
      const existing = await strapi.documents(INQUIRY).findFirst({ filters: { id, tourStart: { $notNull: true } } });
      if (!existing) throw notFound('Tour not found');
      const cancelling = status === 'cancelled' && existing.tourStatus !== 'cancelled';
      if (existing.tourStatus === 'cancelled' && status !== 'cancelled') throw conflict('A cancelled tour cannot be changed: its time may be booked again.');
      // The query layer, as the document service's input types cannot say NULL: the held time is let go.
      // A cancellation frees the time and is a new version of the family's calendar event (issue 45).
      const freed = cancelling ? { tourSlot: null, calendarSequence: (existing.calendarSequence ?? 0) + 1 } : {};
      await strapi.db.query(INQUIRY).update({ where: { id: existing.id }, data: { tourStatus: status, ...freed } });
      // The request's stage follows: done is Toured; cancelled by the home, back to Contacted.
      if (status === 'done' || cancelling) await getService(strapi, INQUIRY).followTour(Number(existing.id), status === 'done' ? 'done' : 'cancelled', 'contacted');
      const entry = await strapi.documents(INQUIRY).findFirst({ filters: { id } });
      if (!entry) throw notFound('Tour not found');
      slotsCache.dropWithPages();
      const settings = await hours();
      const tour = toTour(entry, settings.timezone);
      // With the calendar file that takes the event out of the family's calendar.
      if (cancelling && new Date(String(entry.tourEnd)).getTime() > Date.now()) void eventOf(entry, settings).then((event) => tellFamily(strapi, { kind: 'cancelled', tour, settings, calendar: tourCalendar(event), language: entry.language })).catch(() => undefined);
      return tour;
    },

    /**
     * Releases a burst (issue 41): every tour booked in the last hour and still holding its time is
     * cancelled (the time is free again) and its request goes to Recently deleted, restorable for
     * TRASH_DAYS like any deleted request. No family is emailed: a bot's bookings name addresses it
     * typed in, and a real family among them is found in Recently deleted.
     */
    async cancelRecent(body: unknown): Promise<{ ids: number[]; restorableUntil: string | null }> {
      parseBody('tours/cancel_recent', body ?? {});
      const since = new Date(Date.now() - RECENT_MS);
      const rows = (await strapi.db.query(INQUIRY).findMany({ where: { tourSlot: { $notNull: true }, createdAt: { $gte: since } }, select: ['id'], orderBy: { id: 'asc' } })) as Array<{ id: number }>;
      const inquiries = getService(strapi, 'api::inquiry.inquiry');
      let restorableUntil: string | null = null;
      for (const { id } of rows) {
        await strapi.db.query(INQUIRY).update({ where: { id }, data: { tourStatus: 'cancelled', tourSlot: null } });
        ({ restorableUntil } = await inquiries.remove({ id }));
      }
      if (rows.length) slotsCache.dropWithPages();
      return { ids: rows.map(({ id }) => id), restorableUntil };
    },

    /** The calendar file of the booking whose token this is, or a 404. */
    async calendar(query: unknown) {
      const { token } = parseBody('tours/calendar (query)', query ?? {});
      const entry = await strapi.documents(INQUIRY).findFirst({ filters: { calendarTokenHash: hashOf(token) } });
      if (!entry?.tourStart || !entry.tourEnd) throw notFound('No calendar file by that link.');
      return tourCalendar(await eventOf(entry, await hours()));
    },

    /** What a family's manage link shows: the tour's time and whether it stands (cancelled ones too, until their time ends). */
    async manage(query: unknown): Promise<ManagedTour> {
      const { token } = parseBody('tours/manage (query)', query ?? {});
      return managedTour(await managed(token), (await hours()).timezone);
    },

    /**
     * Moves a tour to another open time, by its manage link: the new time is held by the same unique
     * key as a booking (a 409 when another family has it, a 400 when it was never offered), the old
     * one freed in the same write. A confirmed tour moved is booked again: the owner confirms the new time.
     */
    async reschedule(body: unknown): Promise<ManagedTour> {
      const { token, tour_start: start } = parseBody('tours/reschedule', body);
      const entry = await managed(token);
      if (entry.tourStatus === 'cancelled') throw conflict(MESSAGES.tourAlreadyCancelled);
      const settings = await hours();
      const slot = offeredSlot(settings, new Date(start), new Date());
      if (!slot) throw badRequest(MESSAGES.tourNotOffered);
      const key = slotKey(slot.startsAt);
      if (key === entry.tourSlot) return managedTour(entry, settings.timezone);
      try {
        await strapi.db.query(INQUIRY).update({
          where: { id: entry.id },
          // The new time gets its own reminders.
          data: { tourStart: slot.startsAt, tourEnd: slot.endsAt, tourSlot: key, tourStatus: 'booked', calendarSequence: (entry.calendarSequence ?? 0) + 1, reminderDaySentAt: null, reminderHoursSentAt: null },
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.tourTaken);
        throw error;
      }
      await getService(strapi, INQUIRY).followTour(Number(entry.id), 'booked');
      const moved = await strapi.documents(INQUIRY).findFirst({ filters: { id: entry.id } });
      if (!moved) throw notFound(MESSAGES.tourLinkInvalid);
      changedByFamily(moved, settings, 'moved');
      return managedTour(moved, settings.timezone);
    },

    /** Cancels a tour by its manage link: its time is free again; a second cancel changes nothing. */
    async cancel(body: unknown): Promise<ManagedTour> {
      const { token } = parseBody('tours/cancel', body);
      const entry = await managed(token);
      const settings = await hours();
      if (entry.tourStatus === 'cancelled') return managedTour(entry, settings.timezone);
      await strapi.db.query(INQUIRY).update({ where: { id: entry.id }, data: { tourStatus: 'cancelled', tourSlot: null, calendarSequence: (entry.calendarSequence ?? 0) + 1 } });
      // Back to New: the family cancelled, so Today shows the request waiting for a call.
      await getService(strapi, INQUIRY).followTour(Number(entry.id), 'cancelled', 'new');
      const cancelled = await strapi.documents(INQUIRY).findFirst({ filters: { id: entry.id } });
      if (!cancelled) throw notFound(MESSAGES.tourLinkInvalid);
      changedByFamily(cancelled, settings, 'cancelled');
      return managedTour(cancelled, settings.timezone);
    },
  };
};
export default tourService;

declare module '../../kit/services' {
  interface AppServices {
    'api::tour.tour': ReturnType<typeof tourService>;
  }
}
