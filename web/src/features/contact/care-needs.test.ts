import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('who is asked the health questions (issue 46)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('the form asks them when it posts to our own API, and not when a build sends it to an outside service', async () => {
    expect((await import('./contact-fields')).ASKS_CARE_NEEDS).toBe(true);
    vi.stubEnv('VITE_CONTACT_FORM_ACTION', 'https://forms.example.com/f/abc123');
    vi.resetModules();
    expect((await import('./contact-fields')).ASKS_CARE_NEEDS).toBe(false);
  });
});
