import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openSlots } from '../src/api/tour/slots';
import { admin } from './helpers/content';
import { api, expectFailure } from './helpers/http';
import { DAY_MS, DEFAULT_HOURS, HOUR_MS, OPEN_HOURS, ZONE, offsetAt, readSlots, setTourHours, starts, wallOf } from './helpers/tours';

/**
 * The open tour times (issue 33): from now plus the notice to the horizon, on the tour days, at the
 * home's wall-clock hours, without closed dates; a new site (no tour days) offers none.
 */
describe('the open tour times', () => {
  beforeEach(() => setTourHours(OPEN_HOURS));
  afterAll(() => setTourHours(DEFAULT_HOURS));

  it('offers none on a site without tour days', async () => {
    await setTourHours({ ...OPEN_HOURS, tour_days: [] });
    expect(await readSlots()).toEqual({ success: true, timezone: ZONE, records: [] });
  });

  it('lists each tour day from the start to the end of tours, one tour length apart, at the home’s clock with its offset', async () => {
    const { timezone, records } = await readSlots();
    expect(timezone).toBe(ZONE);
    expect(records.length).toBeGreaterThan(8 * 12);
    for (const slot of records) {
      const start = wallOf(slot.start);
      expect(['09', '10', '11', '12', '13', '14', '15', '16']).toContain(start.time.slice(0, 2));
      expect(start.time.slice(3)).toBe('00');
      // The offset is the zone's at that very instant (a daylight-saving change in the horizon included).
      expect(start.offset).toBe(offsetAt(new Date(slot.start), ZONE));
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(HOUR_MS);
    }
    const perDay = new Map<string, number>();
    for (const slot of records) perDay.set(wallOf(slot.start).date, (perDay.get(wallOf(slot.start).date) ?? 0) + 1);
    // The whole days in the horizon have their eight tours (less what other tests of the run booked).
    expect([...perDay.values()].filter((count) => count === 8).length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...perDay.values())).toBe(8);
  });

  it('starts no sooner than the notice and reaches no further than the horizon or ?days', async () => {
    await setTourHours({ ...OPEN_HOURS, tour_notice_hours: 48, tour_horizon_days: 5 });
    const asked = Date.now();
    const { records } = await readSlots();
    expect(records.length).toBeGreaterThan(0);
    for (const start of starts(records).map(Date.parse)) {
      expect(start).toBeGreaterThanOrEqual(asked + 48 * HOUR_MS - 60_000);
      expect(start).toBeLessThanOrEqual(Date.now() + 5 * DAY_MS);
    }
    // The first open time is within a day of the notice's end (every day has tours from 09:00 to 17:00).
    expect(Date.parse(records[0].start)).toBeLessThan(asked + 72 * HOUR_MS);
    const fewer = await readSlots(3);
    expect(fewer.records.length).toBeGreaterThan(0);
    expect(fewer.records.length).toBeLessThan(records.length);
    for (const start of starts(fewer.records).map(Date.parse)) expect(start).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    // ?days past the horizon is still the horizon; out of range or not a number is a 400.
    expect((await readSlots(60)).records).toEqual(records);
    expectFailure(await api.get('/tours/slots.php?days=0'), 400, 'days must be between 1 and 60');
    expectFailure(await api.get('/tours/slots.php?days=abc'), 400, 'days must be a whole number');
  });

  it('leaves out the closed dates and the days that are not tour days', async () => {
    const before = await readSlots();
    const closed = wallOf(before.records[20].start).date;
    await setTourHours({ ...OPEN_HOURS, tour_closed_dates: [closed] });
    const after = await readSlots();
    expect(after.records.length).toBe(before.records.length - 8);
    expect(after.records.some((slot) => wallOf(slot.start).date === closed)).toBe(false);

    await setTourHours({ ...OPEN_HOURS, tour_days: ['sat'] });
    const saturdays = await readSlots();
    expect(saturdays.records.length).toBeGreaterThan(0);
    for (const slot of saturdays.records) expect(new Date(`${wallOf(slot.start).date}T12:00:00Z`).getUTCDay()).toBe(6);
  });

  it('follows a settings change at once (the kept list is dropped)', async () => {
    const first = await readSlots();
    await setTourHours({ ...OPEN_HOURS, tour_start: '13:30', tour_end: '15:00', tour_length_minutes: 90 });
    const changed = await readSlots();
    expect(changed.records).not.toEqual(first.records);
    for (const slot of changed.records) expect(wallOf(slot.start).time).toBe('13:30');
    await setTourHours({ ...OPEN_HOURS, timezone: 'Europe/London' });
    const london = await readSlots();
    expect(london.timezone).toBe('Europe/London');
    for (const slot of london.records) expect(wallOf(slot.start).offset).toBe(offsetAt(new Date(slot.start), 'Europe/London'));
  });

  it('refuses Tour hours it cannot keep with a 400 that says which, and keeps the old ones', async () => {
    for (const [change, message] of [
      [{ tour_days: ['mon', 'someday'] }, /Tour day must be one of: mon, tue, wed, thu, fri, sat, sun/],
      [{ tour_start: '9am' }, 'Tours From must be a time such as 09:30'],
      [{ tour_start: '16:00', tour_end: '09:00' }, 'Tours Until must be later than Tours From'],
      [{ tour_length_minutes: 10 }, 'Tour Length (minutes) must be at least 15'],
      [{ tour_length_minutes: 181 }, 'Tour Length (minutes) must be at most 180'],
      [{ tour_notice_hours: 169 }, 'Booking Notice (hours) must be at most 168'],
      [{ tour_horizon_days: 0 }, 'Booking Horizon (days) must be at least 1'],
      [{ tour_horizon_days: 61 }, 'Booking Horizon (days) must be at most 60'],
      [{ tour_closed_dates: ['2026-02-30'] }, 'Each closed date must be a date such as 2026-12-25'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'Time Zone must be a time zone name such as America/Los_Angeles'],
      [{ timezone: 'x'.repeat(5000) }, 'Time Zone must be a time zone name such as America/Los_Angeles'],
    ] as const) {
      expectFailure(await api.post('/settings/update.php', { cookie: await admin(), json: change }), 400, message);
    }
    const settings = await api.get('/settings/read.php');
    expect(settings.body.data).toMatchObject(OPEN_HOURS);
  });
});

describe('slots across a daylight-saving change (the generator, on a fixed clock)', () => {
  const hours = { ...OPEN_HOURS, tour_start: '10:00', tour_end: '12:00', tour_horizon_days: 3 };

  it('keeps tours at 10:00 on the home’s clock when the clocks spring forward', () => {
    const slots = openSlots(hours, { now: new Date('2027-03-13T08:00:00Z') });
    expect(starts(slots)).toEqual([
      '2027-03-13T10:00:00-08:00',
      '2027-03-13T11:00:00-08:00',
      '2027-03-14T10:00:00-07:00',
      '2027-03-14T11:00:00-07:00',
      '2027-03-15T10:00:00-07:00',
      '2027-03-15T11:00:00-07:00',
    ]);
    expect(slots[2].startsAt.toISOString()).toBe('2027-03-14T17:00:00.000Z');
  });

  it('keeps them there when the clocks fall back, and skips a wall time the change leaves out', () => {
    const fall = openSlots(hours, { now: new Date('2027-11-06T07:00:00Z'), days: 2 });
    expect(starts(fall).filter((start) => start.endsWith('10:00:00-07:00') || start.endsWith('10:00:00-08:00'))).toEqual(['2027-11-06T10:00:00-07:00', '2027-11-07T10:00:00-08:00']);
    const night = openSlots({ ...hours, tour_start: '02:00', tour_end: '03:00' }, { now: new Date('2027-03-13T08:00:00Z') });
    expect(starts(night)).toEqual(['2027-03-13T02:00:00-08:00', '2027-03-15T02:00:00-07:00']);
  });
});
