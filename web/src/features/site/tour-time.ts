import type { Language } from '@afh/contract/languages';
import type { TourSlot } from '@afh/contract/records';
import { localeOf } from './locale';

/**
 * Tour times as people read them, always on the home's clock (its time zone), whatever the
 * visitor's phone is set to: `Intl` with the zone, no library (decision 0036). In the page's
 * language (issue 47): English unless one is given.
 */

const format = (timezone: string, options: Intl.DateTimeFormatOptions, language: Language = 'en') =>
  new Intl.DateTimeFormat(localeOf(language), { timeZone: timezone, ...options });

/** "Thursday, December 3, 2026 at 10:00 AM PST". */
export const tourTimeInWords = (start: string, timezone: string, language: Language = 'en') =>
  format(timezone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, language).format(new Date(start));

/** "Monday, Nov 30 at 11:00 AM": the chosen time repeated above Send (issue 45); in another language as `Intl` writes it ("lunes, 30 de noviembre, 11:00 a.m."). */
export const tourTimeShort = (start: string, timezone: string, language: Language = 'en') =>
  language === 'en'
    ? `${format(timezone, { weekday: 'long', month: 'short', day: 'numeric' }).format(new Date(start))} at ${clockLabel(start, timezone)}`
    : format(timezone, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }, language).format(new Date(start));

/** "Mon, Nov 30": a day's button in the row of open days. */
export const dayButtonLabel = (start: string, timezone: string, language: Language = 'en') =>
  format(timezone, { weekday: 'short', month: 'short', day: 'numeric' }, language).format(new Date(start));

/** "10:00 AM". */
export const clockLabel = (start: string, timezone: string, language: Language = 'en') => format(timezone, { hour: 'numeric', minute: '2-digit' }, language).format(new Date(start));

/** "Thursday, December 3". */
export const dayLabel = (start: string, timezone: string, language: Language = 'en') => format(timezone, { weekday: 'long', month: 'long', day: 'numeric' }, language).format(new Date(start));

/** The open times by day, in order: the day is the date part of the slot's own wall time. */
export const slotsByDay = (slots: TourSlot[], timezone: string, language: Language = 'en') => {
  const days = new Map<string, { label: string; slots: TourSlot[] }>();
  for (const slot of slots) {
    const date = slot.start.slice(0, 10);
    const day = days.get(date) ?? { label: dayLabel(slot.start, timezone, language), slots: [] };
    day.slots.push(slot);
    days.set(date, day);
  }
  return [...days.entries()].map(([date, day]) => ({ date, ...day }));
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
/** A time from a link (?tour=), shown only when it is one the API writes. */
export const isTourInstant = (text: string | null): text is string => !!text && text.length <= 40 && INSTANT.test(text) && !Number.isNaN(Date.parse(text));

const CALENDAR_PATH = /^\/backend\/api\/tours\/calendar\.php\?token=[A-Za-z0-9_-]{1,64}$/;
/** A calendar link from a link (?ics=), followed only when it is the API's own. */
export const isCalendarPath = (text: string | null): text is string => !!text && CALENDAR_PATH.test(text);

const MANAGE_PATH = /^(?:\/[a-z]{2})?\/tour\?token=[A-Za-z0-9_-]{1,64}$/;
/** A manage link from a link (?manage=), followed only when it is the site's own (issue 45), in English or another language (`/es/tour?token=…`, issue 47). */
export const isManagePath = (text: string | null): text is string => !!text && MANAGE_PATH.test(text);
