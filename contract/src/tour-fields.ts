import { z } from 'zod';
import { MESSAGES } from './messages';
import { oneOf, queryNumber, recordId, wholeNumber } from './fields';
import { MAX_CLOSED_DATES, TOUR_DAYS, TOUR_HORIZON_DAYS, TOUR_LENGTH_MINUTES, TOUR_NOTICE_HOURS } from './rules';
import { TOUR_STATUS_CHANGES } from './choices';

/**
 * The Tour hours settings and the tour calls (issue 33). Every pattern runs on text already cut to
 * a few characters (`abort: true` on the length), so none can be made slow.
 */

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant with its offset, as the slots list answers it (2026-12-03T10:00:00-08:00). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isRealDate = (text: string) => {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
};

/** Whether the runtime knows the IANA zone (Intl refuses any other name). */
export const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 09:30` })
    .trim()
    .max(5, { message: `${label} must be a time such as 09:30`, abort: true })
    .regex(HH_MM, `${label} must be a time such as 09:30`);

const within = (label: string, { min, max }: { min: number; max: number }) =>
  wholeNumber(label, max).refine((value) => value >= min, `${label} must be at least ${min}`);

export const tourSettingsFields = {
  tour_days: z
    .array(oneOf('Tour day', TOUR_DAYS), { error: 'Tour days must be a list' })
    .max(TOUR_DAYS.length * 2, `Tour days can hold at most ${TOUR_DAYS.length} entries`)
    .transform((days) => TOUR_DAYS.filter((day) => days.includes(day))),
  tour_start: clockTime('Tours From'),
  tour_end: clockTime('Tours Until'),
  tour_length_minutes: within('Tour Length (minutes)', TOUR_LENGTH_MINUTES),
  tour_notice_hours: within('Booking Notice (hours)', TOUR_NOTICE_HOURS),
  tour_horizon_days: within('Booking Horizon (days)', TOUR_HORIZON_DAYS),
  tour_closed_dates: z
    .array(
      z
        .string({ error: 'Each closed date must be a date such as 2026-12-25' })
        .trim()
        .max(10, { message: 'Each closed date must be a date such as 2026-12-25', abort: true })
        .refine(isRealDate, 'Each closed date must be a date such as 2026-12-25'),
      { error: 'Closed dates must be a list' },
    )
    .max(MAX_CLOSED_DATES, `Closed dates can hold at most ${MAX_CLOSED_DATES} entries`)
    .transform((dates) => [...new Set(dates)].sort()),
  timezone: z
    .string({ error: 'Time Zone must be text' })
    .trim()
    .max(64, { message: 'Time Zone must be a time zone name such as America/Los_Angeles', abort: true })
    .refine(isTimeZone, 'Time Zone must be a time zone name such as America/Los_Angeles'),
};

/** The end of tours comes after their start (both "HH:MM", so text order is time order). */
export const tourHoursInOrder = (input: { tour_start?: string; tour_end?: string }) => !input.tour_start || !input.tour_end || input.tour_end > input.tour_start;

/** A booked time on the contact form: the start of an offered slot; a plain form's empty choice is none. */
export const tourStart = z
  .string({ error: 'Tour time must be text' })
  .trim()
  .max(40, { message: 'Tour time must be a date and time', abort: true })
  .refine((text) => text === '' || (INSTANT.test(text) && !Number.isNaN(Date.parse(text))), 'Tour time must be a date and time')
  .transform((text) => text || undefined);

/** A link's unguessable token (base64url): anything else is the link's own refusal. */
const linkToken = (refusal: string) =>
  z
    .string({ error: refusal })
    .max(64, { message: refusal, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, refusal);

export const TOUR_REQUESTS = {
  /** `?days=N`: how many days ahead to list (the horizon still bounds it). */
  'tours/slots (query)': z.strictObject({ days: queryNumber('days', TOUR_HORIZON_DAYS.max, 1).optional() }),
  'tours/update': z.strictObject({ id: recordId, status: oneOf('Status', TOUR_STATUS_CHANGES) }),
  /** Cancels every booking made in the last hour (issue 41): nothing to send. */
  'tours/cancel_recent': z.strictObject({}),
  /** `?token=`: the calendar file's unguessable token (base64url). */
  'tours/calendar (query)': z.strictObject({ token: linkToken('No calendar file by that link.') }),
  /** The family's manage link (issue 45): the tour it names, a new time for it, or its cancellation. */
  'tours/manage (query)': z.strictObject({ token: linkToken(MESSAGES.tourLinkInvalid) }),
  'tours/reschedule': z.strictObject({ token: linkToken(MESSAGES.tourLinkInvalid), tour_start: tourStart.refine((start) => start !== undefined, 'Please choose a tour time.') }),
  'tours/cancel': z.strictObject({ token: linkToken(MESSAGES.tourLinkInvalid) }),
};
