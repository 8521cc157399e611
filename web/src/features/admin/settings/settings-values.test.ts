import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../site/defaults';
import { SECTIONS } from './settings-sections';
import { toPayload, toValues } from './settings-values';

/** Issue 42: the Settings form's fields and values are made from the settings' descriptions. */
const stored = {
  ...DEFAULT_SETTINGS,
  phone: '3605550142',
  residents_count: 6,
  daily_meals: null,
  availability_notice_enabled: true,
  price_includes: ['Meals'],
  payment_types: ['Private pay' as const],
  medicaid_policy: 'We admit Medicaid residents.',
};

describe('the Settings form', () => {
  it('holds each setting as its kind says: phones as digits, numbers and switches as text, lists as arrays', () => {
    const values = toValues({ ...stored, phone: '(360) 555-0142' });
    expect(values).toMatchObject({
      phone: '3605550142',
      residents_count: '6',
      daily_meals: '',
      availability_notice_enabled: 'true',
      price_includes: ['Meals'],
      payment_types: ['Private pay'],
      medicaid_policy: 'We admit Medicaid residents.',
      tour_length_minutes: String(stored.tour_length_minutes),
    });
    // A copy: editing the form's list never changes the settings it came from.
    values.price_includes.push('Laundry');
    expect(stored.price_includes).toEqual(['Meals']);
  });

  it('sends what it read back as the API takes it', () => {
    const payload = toPayload(toValues(stored));
    expect(payload).toMatchObject({ residents_count: 6, daily_meals: null, availability_notice_enabled: true, price_includes: ['Meals'], medicaid_policy: 'We admit Medicaid residents.' });
    expect(toPayload({ ...toValues(stored), availability_notice_enabled: 'false', price_from: ' 6500 ' }).availability_notice_enabled).toBe(false);
    expect(toPayload({ ...toValues(stored), price_from: ' 6500 ' }).price_from).toBe(6500);
  });

  it('shows every field it holds in one card, with the spec\'s labels', () => {
    const shown = SECTIONS.flatMap((section) => section.fields.map((field) => field.name));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.sort()).toEqual(Object.keys(toValues(stored)).sort());
    const labels = Object.fromEntries(SECTIONS.flatMap((section) => section.fields.map((field) => [field.name, field.label])));
    expect(labels).toMatchObject({ business_name: 'Business Name', license_number: 'State License Number', payment_types: 'Payment Types Accepted', medicaid_policy: 'Medicaid Policy' });
  });
});
