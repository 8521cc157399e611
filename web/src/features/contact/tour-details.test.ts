import { describe, expect, it } from 'vitest';
import { isoToday, preferredTimes, tourDetails } from './tour-details';

const blank = { relationship: '', move_in_timeframe: '', payment_source: '', choices: [] };

describe('preferredTimes', () => {
  it('writes each chosen day as the server reads it, and leaves out rows without a day', () => {
    expect(
      preferredTimes([
        { date: '2026-12-03', part: 'morning' },
        { date: '', part: 'morning' },
        { date: '2026-12-05', part: 'afternoon' },
      ]),
    ).toEqual(['2026-12-03 morning', '2026-12-05 afternoon']);
  });

  it('keeps at most three', () => {
    const day = (date: string) => ({ date, part: 'morning' });
    expect(preferredTimes([day('2026-12-01'), day('2026-12-02'), day('2026-12-03'), day('2026-12-04')])).toHaveLength(3);
  });
});

describe('tourDetails', () => {
  it('sends only what was answered', () => {
    expect(tourDetails(blank)).toEqual({});
    expect(tourDetails({ ...blank, relationship: '  Daughter ', payment_source: 'Not sure' })).toEqual({ relationship: 'Daughter', payment_source: 'Not sure' });
    expect(tourDetails({ ...blank, move_in_timeframe: '1-3 months', choices: [{ date: '2026-12-03', part: 'afternoon' }] })).toEqual({
      move_in_timeframe: '1-3 months',
      preferred_times: ['2026-12-03 afternoon'],
    });
  });
});

describe('isoToday', () => {
  it('is the local day as a date input writes it', () => {
    expect(isoToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
