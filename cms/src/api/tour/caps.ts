import type { Core } from '@strapi/strapi';
import { formatInTimeZone, zonedTimeToUtc } from 'date-fns-tz';
import { MESSAGES } from '@afh/contract/messages';
import { conflict } from '../../content/http';
import { getService } from '../kit/services';
import { alertOwner } from './alert';

/**
 * The caps on online bookings (issue 41), counted in the database (every instance sees the same
 * rows): at most TOUR_BOOKINGS_PER_FAMILY (2) upcoming tours per email address and per phone number, and at most
 * TOUR_BOOKINGS_PER_DAY bookings a day in all. The count and the insert run in one transaction,
 * one booking at a time: SQLite has one writer (and Strapi one connection), PostgreSQL takes a
 * transaction-scoped advisory lock, so twenty parallel bookings cannot all read "1 so far".
 */
const INQUIRY = 'api::inquiry.inquiry';
/** The advisory lock's key on PostgreSQL (any fixed number: "tour booking" in ASCII, cut to 32 bits). */
const BOOKING_LOCK = 0x746f7572;

/** A cap from config/tours.ts, or its default when the variable is not a whole number. */
const capOf = (strapi: Core.Strapi, name: 'bookingsPerDay' | 'bookingsPerFamily', fallback: number) => {
  const configured = Number(strapi.config.get(`tours.${name}`, fallback));
  return Number.isInteger(configured) && configured >= 0 ? configured : fallback;
};

/** Phone numbers are compared by their digits, emails as stored (trimmed, lower case by the contract). */
const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/** Midnight of today on the home's clock, as an instant. */
/** Midnight today on the home's clock, as an instant. */
export const startOfHomeDay = (now: Date, zone: string) => zonedTimeToUtc(`${formatInTimeZone(now, zone, 'yyyy-MM-dd')}T00:00:00`, zone);

type Family = { email: string; phone: string };

const checkCaps = async (strapi: Core.Strapi, family: Family, zone: string, now: Date) => {
  // Tours still held (not cancelled) and still to come: the family's own.
  const upcoming = (await strapi.db.query(INQUIRY).findMany({ where: { tourSlot: { $notNull: true }, tourStart: { $gt: now } }, select: ['email', 'phone'] })) as Array<{ email: string | null; phone: string | null }>;
  const email = family.email.trim().toLowerCase();
  const phone = digitsOf(family.phone);
  const sameEmail = upcoming.filter((row) => (row.email ?? '').trim().toLowerCase() === email).length;
  const samePhone = phone ? upcoming.filter((row) => digitsOf(row.phone) === phone).length : 0;
  const perFamily = capOf(strapi, 'bookingsPerFamily', 2);
  if (sameEmail >= perFamily || samePhone >= perFamily) throw conflict(MESSAGES.tourLimitFamily);
  // Bookings made today that still hold their time: a burst the owner cancelled frees the day again.
  const today = Number(await strapi.db.query(INQUIRY).count({ where: { tourSlot: { $notNull: true }, createdAt: { $gte: startOfHomeDay(now, zone) } } }));
  const cap = capOf(strapi, 'bookingsPerDay', 12);
  if (today >= cap) throw conflict(MESSAGES.tourLimitDay);
  return { fillsTheDay: today + 1 >= cap, cap };
};

/**
 * Runs `write` (the insert of a booking) only within the caps, in one transaction with the count;
 * a refusal is a 409 in words. The booking that fills the day alerts the owner once that day.
 */
export const withinBookingCaps = async <T>(strapi: Core.Strapi, family: Family, write: () => Promise<T>): Promise<T> => {
  const { timezone } = await getService(strapi, 'api::setting.setting').read();
  const now = new Date();
  let filled: { cap: number } | null = null;
  const written = await strapi.db.transaction(async ({ trx }: { trx: { raw: (sql: string, bindings: unknown[]) => Promise<unknown> } }) => {
    if (strapi.db.dialect.client === 'postgres') await trx.raw('select pg_advisory_xact_lock(?)', [BOOKING_LOCK]);
    const { fillsTheDay, cap } = await checkCaps(strapi, family, timezone, now);
    const result = await write();
    if (fillsTheDay) filled = { cap };
    return result;
  });
  if (filled) alertOwner(strapi, { kind: 'bookings-day-full', cap: (filled as { cap: number }).cap, since: startOfHomeDay(now, timezone) }).catch(() => undefined);
  return written;
};
