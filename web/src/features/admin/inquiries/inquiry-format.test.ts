import { describe, expect, it } from 'vitest';
import { inquiryFixture } from './inquiry-fixture';
import type { Inquiry } from './inquiries-api';
import { careFacts, formatVisitTime, preferredLanguage, tourFacts } from './inquiry-format';

const inquiry = inquiryFixture;
const ZONE = 'America/Los_Angeles';

describe('formatVisitTime', () => {
  it('names the day the visitor chose, whatever the reader’s time zone', () => {
    expect(formatVisitTime('2026-12-03 morning')).toBe('Thu, Dec 3, 2026, morning');
    expect(formatVisitTime('2027-01-01 afternoon')).toBe('Fri, Jan 1, 2027, afternoon');
  });

  it('shows anything else as it is', () => {
    expect(formatVisitTime('soon')).toBe('soon');
  });
});

describe('tourFacts', () => {
  it('lists the details that were given, in order', () => {
    expect(tourFacts(inquiry({ relationship: 'Son', payment_source: 'Not sure', preferred_times: ['2026-12-03 morning', '2026-12-05 afternoon'] }), ZONE)).toEqual([
      ['Relationship', 'Son'],
      ['Payment source', 'Not sure'],
      ['Preferred visit times', 'Thu, Dec 3, 2026, morning; Sat, Dec 5, 2026, afternoon'],
    ]);
  });

  it('is empty for a request without them', () => {
    expect(tourFacts(inquiry(), ZONE)).toEqual([]);
  });

  it('starts with the time booked, on the home’s clock, and how it stands unless merely booked (issue 45)', () => {
    const start = '2026-12-03T18:00:00.000Z';
    expect(tourFacts(inquiry({ tour: { start, status: 'booked' }, relationship: 'Son' }), ZONE)[0][0]).toBe('Tour booked');
    expect(tourFacts(inquiry({ tour: { start, status: 'booked' } }), ZONE)[0][1]).toMatch(/^Thursday, December 3, 2026,? (at )?10:00 AM PST$/);
    expect(tourFacts(inquiry({ tour: { start, status: 'cancelled' } }), ZONE)[0][1]).toMatch(/10:00 AM PST \(cancelled\)$/);
    expect(tourFacts(inquiry({ tour: { start, status: 'confirmed' } }), 'America/New_York')[0][1]).toMatch(/1:00 PM EST \(confirmed\)$/);
  });
});

describe('careFacts', () => {
  it('lists the health answers given and the consent, with its time and words (issue 46)', () => {
    const facts = careFacts(
      inquiry({
        care_needs: { mobility: 'Walks with help', memory: '', insulin: 'Yes', payment: 'Private pay' },
        health_data_consent: { at: '2026-11-22T12:00:00.000Z', text: 'I agree.' },
      }),
    );
    expect(facts.slice(0, 2)).toEqual([
      ['Walking', 'Walks with help'],
      ['Insulin', 'Yes'],
    ]);
    expect(facts[2][0]).toBe('Health data consent');
    expect(facts[2][1]).toMatch(/^Given Nov 2[12], 2026, .+: “I agree\.”$/);
  });

  it('is empty without answers; the way to pay alone is a tour fact, not health data', () => {
    expect(careFacts(inquiry({ care_needs: { mobility: '', memory: '', insulin: '', payment: 'VA benefits' } }))).toEqual([]);
  });
});

describe('preferredLanguage', () => {
  it('says "Prefers Spanish" for a request sent from a Spanish page (issue 47)', () => {
    expect(preferredLanguage(inquiryFixture({ language: 'es' }))).toBe('Prefers Spanish');
    expect(preferredLanguage(inquiryFixture({ language: 'vi' }))).toBe('Prefers Vietnamese');
  });

  it('says nothing for English, or an answer that does not say', () => {
    expect(preferredLanguage(inquiryFixture())).toBeNull();
    expect(preferredLanguage(inquiryFixture({ language: undefined }))).toBeNull();
    // A code the site does not know (the server would not store one).
    const unknownCode: Record<string, unknown> = { ...inquiryFixture(), language: 'xx' };
    expect(preferredLanguage(unknownCode as Inquiry)).toBeNull();
  });
});
