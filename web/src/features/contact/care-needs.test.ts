import { describe, expect, it } from 'vitest';
import { careNeedsRequest, consentMissing } from './care-needs';

const blank = { mobility: '', memory: '', insulin: '', consent: false };

describe('careNeedsRequest', () => {
  it('sends only the answers given, and the consent only when ticked', () => {
    expect(careNeedsRequest(blank)).toEqual({});
    expect(careNeedsRequest({ ...blank, memory: 'Some concerns', consent: true })).toEqual({ care_needs: { memory: 'Some concerns' }, health_data_consent: true });
    expect(careNeedsRequest({ ...blank, consent: true })).toEqual({ health_data_consent: true });
  });
});

describe('consentMissing', () => {
  it('is true when a health answer is given without the consent', () => {
    expect(consentMissing(careNeedsRequest({ ...blank, insulin: 'No' }))).toBe(true);
    expect(consentMissing(careNeedsRequest({ ...blank, mobility: 'Walks alone', consent: true }))).toBe(false);
  });

  it('is false with no health answer, ticked or not', () => {
    expect(consentMissing(careNeedsRequest(blank))).toBe(false);
    expect(consentMissing(careNeedsRequest({ ...blank, consent: true }))).toBe(false);
  });
});
