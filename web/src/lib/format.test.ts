import { describe, expect, it } from 'vitest';
import { formatFileSize, formatPhone, slugify, telHref, truncate } from './format';
import { formatDate, formatDay, formatDayAndTime, formatMonth, formatRelativeTime } from './format-dates';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Personal Care')).toBe('personal-care');
  });

  it('drops characters outside letters, digits, spaces and hyphens', () => {
    expect(slugify('Arts & Crafts!')).toBe('arts-crafts');
  });

  it('collapses repeated spaces and hyphens and trims edge hyphens', () => {
    expect(slugify('  --Hello   World--  ')).toBe('hello-world');
  });

  it('drops accented letters and slashes rather than transliterating them', () => {
    expect(slugify('Café 24/7')).toBe('caf-247');
  });

  it('keeps digits', () => {
    expect(slugify('Care 24 7')).toBe('care-24-7');
  });

  it('gives an empty slug for a title with no letters or digits', () => {
    expect(slugify('!!! ---')).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows ten digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone('3605550142')).toBe('(360) 555-0142');
  });

  it('leaves an already formatted number unchanged', () => {
    expect(formatPhone('(360) 555-0142')).toBe('(360) 555-0142');
  });

  it('drops a leading country code 1 from eleven digits', () => {
    expect(formatPhone('13605550142')).toBe('(360) 555-0142');
  });

  it('returns a short number as given', () => {
    expect(formatPhone('555-0142')).toBe('555-0142');
  });

  it('returns an odd-length number as given', () => {
    expect(formatPhone('23605550142')).toBe('23605550142');
  });

  it('gives an empty string for no value', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('telHref', () => {
  it('builds a tel: link from the digits of a formatted number', () => {
    expect(telHref('(360) 555-0142')).toBe('tel:3605550142');
  });

  it('keeps a leading plus sign', () => {
    expect(telHref('+1 360-555-0142')).toBe('tel:+13605550142');
  });
});

describe('truncate', () => {
  const sixty = 'a'.repeat(60);

  it('cuts a longer text to exactly max characters followed by "..."', () => {
    const result = truncate(sixty, 50);
    expect(result).toBe(`${'a'.repeat(50)}...`);
    expect(result).toHaveLength(53);
  });

  it('leaves a text of exactly max characters unchanged', () => {
    expect(truncate('b'.repeat(50), 50)).toBe('b'.repeat(50));
  });

  it('leaves a shorter text unchanged', () => {
    expect(truncate('Help with bathing and dressing.', 50)).toBe('Help with bathing and dressing.');
  });

  it('gives an empty string for no text', () => {
    expect(truncate(null, 50)).toBe('');
    expect(truncate(undefined, 50)).toBe('');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5242880, '5 MB'],
    [1073741824, '1 GB'],
  ])('shows %i bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('rounds to at most 2 decimals', () => {
    expect(formatFileSize(1234567)).toBe('1.18 MB');
  });
});

describe('formatRelativeTime', () => {
  // Local noon, so the expected calendar date holds in every time zone (and across a DST change).
  const now = new Date(2025, 1, 4, 12);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it('says "Just now" under 60 seconds', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('Just now');
  });

  it('switches to minutes at 60 seconds, in the singular for one', () => {
    expect(formatRelativeTime(ago(60 * SECOND), now)).toBe('1 minute ago');
  });

  it('counts minutes up to 59', () => {
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE), now)).toBe('59 minutes ago');
  });

  it('switches to hours at 60 minutes', () => {
    expect(formatRelativeTime(ago(60 * MINUTE), now)).toBe('1 hour ago');
  });

  it('counts hours up to 23', () => {
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('23 hours ago');
  });

  it('switches to days at 24 hours', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('1 day ago');
  });

  it('counts days up to 29', () => {
    expect(formatRelativeTime(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(29 * DAY), now)).toBe('29 days ago');
  });

  it('shows an en-US date from 30 days on', () => {
    expect(formatRelativeTime(ago(30 * DAY), now)).toBe('Jan 5, 2025');
  });

  it('accepts an ISO string as the API sends it', () => {
    expect(formatRelativeTime(ago(3 * HOUR).toISOString(), now)).toBe('3 hours ago');
  });
});

describe('formatDate', () => {
  it('shows an ISO string as a short en-US date', () => {
    // No offset: read as local time, so the test does not depend on the machine's time zone.
    expect(formatDate('2025-01-05T12:00:00')).toBe('Jan 5, 2025');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(2024, 11, 25))).toBe('Dec 25, 2024');
  });
});

describe('formatDayAndTime', () => {
  const now = new Date(2026, 10, 25, 14, 30);
  it('names today, yesterday and tomorrow, with the time', () => {
    expect(formatDayAndTime(new Date(2026, 10, 25, 3, 0), now)).toBe('today at 3:00 AM');
    expect(formatDayAndTime(new Date(2026, 10, 24, 23, 59), now)).toBe('yesterday at 11:59 PM');
    expect(formatDayAndTime(new Date(2026, 10, 26, 3, 0), now)).toBe('tomorrow at 3:00 AM');
  });
  it('gives the date further away, and the year when it is another', () => {
    expect(formatDayAndTime(new Date(2026, 10, 20, 3, 5), now)).toBe('Nov 20 at 3:05 AM');
    expect(formatDayAndTime(new Date(2025, 11, 31, 15, 0), now)).toBe('Dec 31, 2025 at 3:00 PM');
  });
});

describe('formatMonth', () => {
  it('writes a year and month as the month name and the year', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2025-12')).toBe('December 2025');
    expect(formatMonth('2024-01')).toBe('January 2024');
  });

  it('leaves anything else as it is', () => {
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('March')).toBe('March');
  });
});

describe('formatDay (issue 46)', () => {
  it('writes a calendar day in words, the same in every time zone', () => {
    expect(formatDay('2025-03-04')).toBe('March 4, 2025');
    expect(formatDay('2025-01-01')).toBe('January 1, 2025');
    expect(formatDay('2023-12-31')).toBe('December 31, 2023');
  });

  it('leaves anything else as it is', () => {
    expect(formatDay('2025-13-01')).toBe('2025-13-01');
    expect(formatDay('last spring')).toBe('last spring');
  });
});
