import { describe, expect, it } from 'vitest';
import { dollars, monthlyPriceText } from './price-text';

describe('monthlyPriceText', () => {
  it('says a range, a lower or an upper bound in plain words', () => {
    expect(monthlyPriceText(6500, 9000)).toBe('From $6,500 to $9,000 a month');
    expect(monthlyPriceText(6500, null)).toBe('From $6,500 a month');
    expect(monthlyPriceText(null, 9000)).toBe('Up to $9,000 a month');
    expect(monthlyPriceText(7000, 7000)).toBe('$7,000 a month');
  });

  it('says nothing rather than $0', () => {
    expect(monthlyPriceText(null, null)).toBeNull();
    expect(monthlyPriceText(0, 0)).toBeNull();
    expect(monthlyPriceText(0, 9000)).toBe('Up to $9,000 a month');
  });

  it('groups thousands', () => {
    expect(dollars(1000000)).toBe('$1,000,000');
    expect(dollars(950)).toBe('$950');
  });
});
