import { expect } from 'vitest';
import type { TourSlot, TourSlotsReply } from '@afh/contract/records';
import { TOUR_DAYS, type TourDay } from '@afh/contract/rules';
import { admin } from './content';
import { api } from './http';
import { contactForm } from './inquiries';

/** Helpers of the tour tests (issue 33): the Tour hours, the open times, a booking. */

export const ALL_DAYS: TourDay[] = [...TOUR_DAYS];
export const ZONE = 'America/Los_Angeles';
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Hours under which every day has tours from 09:00 to 17:00, an hour each, bookable now up to 14 days ahead. */
export const OPEN_HOURS = {
  tour_days: ALL_DAYS,
  tour_start: '09:00',
  tour_end: '17:00',
  tour_length_minutes: 60,
  tour_notice_hours: 0,
  tour_horizon_days: 14,
  tour_closed_dates: [] as string[],
  timezone: ZONE,
};
/** What a new site has: no tour days (no booking). */
export const DEFAULT_HOURS = { ...OPEN_HOURS, tour_days: [] as TourDay[], tour_start: '10:00', tour_end: '16:00', tour_notice_hours: 24 };

export const setTourHours = async (hours: Record<string, unknown>) => {
  const reply = await api.post('/settings/update.php', { cookie: await admin(), json: hours });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply;
};

export const readSlots = async (days?: number): Promise<TourSlotsReply> => {
  const reply = await api.get(`/tours/slots.php${days === undefined ? '' : `?days=${days}`}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

export const starts = (slots: TourSlot[]) => slots.map((slot) => slot.start);

/** The wall date and time a slot names ("2026-12-03", "10:00"), as the home's clock reads it. */
export const wallOf = (instant: string) => ({ date: instant.slice(0, 10), time: instant.slice(11, 16), offset: instant.slice(19) });

/** The zone's offset at an instant, as Intl says it ("-08:00"). */
export const offsetAt = (instant: Date, zone: string) => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
};

/** A tour request booking `start` (JSON, as the site's script sends it). */
export const book = (tag: string, start: string, change: Record<string, unknown> = {}) =>
  api.post('/contact/submit.php', { json: { ...contactForm(tag), tour_start: start, ...change } });

/** The admin's list of upcoming tours. */
export const readTours = async (cookie?: string) => api.get('/tours/read.php', { cookie: cookie ?? (await admin()) });
