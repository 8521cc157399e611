import { describe, expect, it } from 'vitest';
import { isCalendarPath, isTourInstant, slotsByDay, tourTimeInWords } from './tour-time';

describe('tour times in words', () => {
  it('says the time on the home’s clock, whatever the zone of the phone', () => {
    expect(tourTimeInWords('2026-12-03T10:00:00-08:00', 'America/Los_Angeles')).toBe('Thursday, December 3, 2026 at 10:00 AM PST');
    expect(tourTimeInWords('2027-03-15T10:00:00-07:00', 'America/Los_Angeles')).toBe('Monday, March 15, 2027 at 10:00 AM PDT');
  });

  it('groups the open times by the home’s day', () => {
    const days = slotsByDay(
      [
        { start: '2026-12-03T10:00:00-08:00', end: '2026-12-03T11:00:00-08:00' },
        { start: '2026-12-03T16:00:00-08:00', end: '2026-12-03T17:00:00-08:00' },
        { start: '2026-12-04T10:00:00-08:00', end: '2026-12-04T11:00:00-08:00' },
      ],
      'America/Los_Angeles',
    );
    expect(days.map((day) => [day.label, day.slots.length])).toEqual([
      ['Thursday, December 3', 2],
      ['Friday, December 4', 1],
    ]);
  });

  it('trusts only the API’s own time and calendar link from an address', () => {
    expect(isTourInstant('2026-12-03T10:00:00-08:00')).toBe(true);
    expect(isTourInstant('<script>')).toBe(false);
    expect(isCalendarPath('/backend/api/tours/calendar.php?token=abc_DEF-123')).toBe(true);
    expect(isCalendarPath('https://evil.example/backend/api/tours/calendar.php?token=abc')).toBe(false);
    expect(isCalendarPath('javascript:alert(1)')).toBe(false);
  });
});
