import { formatInTimeZone, zonedTimeToUtc } from 'date-fns-tz';
import type { Settings, TourSlot } from '@afh/contract/records';
import { TOUR_DAYS } from '@afh/contract/rules';

/** The Tour hours of the settings (issue 33). */
export type TourHours = Pick<Settings, 'tour_days' | 'tour_start' | 'tour_end' | 'tour_length_minutes' | 'tour_notice_hours' | 'tour_horizon_days' | 'tour_closed_dates' | 'timezone'>;

/** A slot with its instants, to compare and to store; `start`/`end` as the API answers them. */
export type OpenSlot = TourSlot & { startsAt: Date; endsAt: Date };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** An instant as the API answers it: the home's wall time with its offset at that instant. */
const WITH_OFFSET = "yyyy-MM-dd'T'HH:mm:ssxxx";

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendar day `offset` days after `day` ("YYYY-MM-DD"), and its weekday as TOUR_DAYS names it. */
const calendarDay = (day: string, offset: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return { date: date.toISOString().slice(0, 10), weekday: TOUR_DAYS[(date.getUTCDay() + 6) % 7] };
};

/** The key a booked time is held under (the unique column): the start as a UTC instant. */
export const slotKey = (startsAt: Date) => startsAt.toISOString();

/**
 * Every tour time the hours give from `now` plus the notice up to `days` ahead (never past the
 * horizon), in the home's time zone: each tour day's wall-clock times from `tour_start`, one tour
 * length apart, the last ending by `tour_end`. Closed dates and times in `booked` (slotKey) are
 * left out. Wall times are turned into instants by the zone's rules of that very day, so a tour at
 * 10:00 stays at 10:00 across a daylight-saving change; a wall time the change skips is no slot.
 */
export const openSlots = (hours: TourHours, { now, days, booked = new Set<string>() }: { now: Date; days?: number; booked?: ReadonlySet<string> }): OpenSlot[] => {
  if (!hours.tour_days.length) return [];
  const zone = hours.timezone;
  const length = hours.tour_length_minutes;
  const earliest = now.getTime() + hours.tour_notice_hours * HOUR_MS;
  const span = Math.min(days ?? hours.tour_horizon_days, hours.tour_horizon_days);
  const latest = now.getTime() + span * DAY_MS;
  const closed = new Set(hours.tour_closed_dates);
  const first = minutesOf(hours.tour_start);
  const last = minutesOf(hours.tour_end) - length;
  const today = formatInTimeZone(now, zone, 'yyyy-MM-dd');

  const slots: OpenSlot[] = [];
  for (let offset = 0; offset <= span + 1; offset++) {
    const { date, weekday } = calendarDay(today, offset);
    if (!hours.tour_days.includes(weekday) || closed.has(date)) continue;
    for (let minutes = first; minutes <= last; minutes += length) {
      const wall = `${date}T${clockOf(minutes)}`;
      const startsAt = zonedTimeToUtc(`${wall}:00`, zone);
      if (formatInTimeZone(startsAt, zone, "yyyy-MM-dd'T'HH:mm") !== wall) continue;
      if (startsAt.getTime() < earliest || startsAt.getTime() > latest || booked.has(slotKey(startsAt))) continue;
      const endsAt = new Date(startsAt.getTime() + length * MINUTE_MS);
      slots.push({ start: formatInTimeZone(startsAt, zone, WITH_OFFSET), end: formatInTimeZone(endsAt, zone, WITH_OFFSET), startsAt, endsAt });
    }
  }
  return slots;
};

/** The open slot starting at `startsAt`, if the hours offer one (bookings aside). */
export const offeredSlot = (hours: TourHours, startsAt: Date, now: Date) => openSlots(hours, { now }).find((slot) => slot.startsAt.getTime() === startsAt.getTime());
