import type { Inquiry } from './inquiries-api';

/** A request as inquiries/read.php lists it, for the unit tests: a new tour request unless changed. */
export const inquiryFixture = (change: Partial<Inquiry> & { language?: string } = {}): Inquiry => {
  // Sent from an English page unless changed (issue 47).
  const inquiry: Inquiry & { language?: string } = {
    id: 1,
    first_name: 'Margaret',
    last_name: 'Ellison',
    email: 'm@example.com',
    phone: '3605550188',
    service_type: 'Schedule a Tour',
    message: 'Hello',
    status: 'new',
    closed_reason: '',
    notes: '',
    relationship: '',
    move_in_timeframe: '',
    heard_from: '',
    payment_source: '',
    preferred_times: [],
    care_needs: { mobility: '', memory: '', insulin: '', payment: '' },
    health_data_consent: null,
    created_at: '2026-11-22T12:00:00.000Z',
    updated_at: '2026-11-22T12:00:00.000Z',
    language: 'en',
    ...change,
  };
  return inquiry;
};
