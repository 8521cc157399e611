import { describe, expect, it } from 'vitest';
import { tourDaysPhrase } from './tour-days';

describe('tourDaysPhrase', () => {
  it("keeps the spec's 'daily' with the default (no tour days set) and with every day", () => {
    expect(tourDaysPhrase([])).toBe('daily');
    expect(tourDaysPhrase(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).toBe('daily');
  });

  it("says the owner's days when they are fewer: a run of three or more as a span", () => {
    expect(tourDaysPhrase(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])).toBe('Monday to Saturday');
    expect(tourDaysPhrase(['mon', 'tue', 'wed', 'thu', 'fri'])).toBe('Monday to Friday');
    expect(tourDaysPhrase(['mon', 'tue', 'wed', 'sat'])).toBe('Monday to Wednesday and Saturday');
    expect(tourDaysPhrase(['tue', 'thu'])).toBe('Tuesday and Thursday');
    expect(tourDaysPhrase(['mon', 'wed', 'fri'])).toBe('Monday, Wednesday and Friday');
    expect(tourDaysPhrase(['sat', 'sun'])).toBe('Saturday and Sunday');
    expect(tourDaysPhrase(['sun'])).toBe('Sunday');
  });

  it('reads the days in the week’s order, whatever order they were given in', () => {
    expect(tourDaysPhrase(['sat', 'mon', 'tue', 'wed', 'thu', 'fri'])).toBe('Monday to Saturday');
  });
});
