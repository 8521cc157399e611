import { describe, expect, it } from 'vitest';
import { isCalendarPath, isManagePath, isTourInstant, slotsByDay, tourTimeInWords, tourTimeShort } from './tour-time';

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

  it('writes a tour time in the page’s language, as Intl writes it (issue 47); English when none is given', () => {
    const start = '2026-12-03T10:00:00-08:00';
    const zone = 'America/Los_Angeles';
    const spanish = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-US', { timeZone: zone, ...options }).format(new Date(start));
    expect(tourTimeInWords(start, zone, 'es')).toBe(spanish({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }));
    expect(tourTimeInWords(start, zone, 'es')).toMatch(/^jueves, 3 de diciembre de 2026/);
    expect(tourTimeShort(start, zone, 'es')).toMatch(/^jueves, 3 de diciembre, 10:00/);
    expect(slotsByDay([{ start, end: '2026-12-03T11:00:00-08:00' }], zone, 'es')[0].label).toBe('jueves, 3 de diciembre');
    expect(tourTimeShort(start, zone)).toBe('Thursday, Dec 3 at 10:00 AM');
  });

  it('follows a manage link only when it is the site’s own, in English or in another language', () => {
    expect(isManagePath('/tour?token=abc_DEF-123')).toBe(true);
    expect(isManagePath('/es/tour?token=abc_DEF-123')).toBe(true);
    expect(isManagePath('https://evil.example/tour?token=abc')).toBe(false);
    expect(isManagePath('//evil.example/tour?token=abc')).toBe(false);
  });
});
