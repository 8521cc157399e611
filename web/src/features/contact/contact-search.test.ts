import { describe, expect, it } from 'vitest';
import { contactSearchParams } from './contact-search-params';

describe('contactSearchParams', () => {
  it('keeps only the page’s own parameters, as the router parsed them (so it writes the same address back)', () => {
    expect(contactSearchParams({ sent: 1, type: 'tour', utm_source: 'mail', error: 'Phone is required' })).toEqual({ sent: 1, type: 'tour', error: 'Phone is required' });
  });

  it('drops values that are not text or a number, and text longer than 200 characters', () => {
    expect(contactSearchParams({ type: { a: 1 }, sent: [1], error: 'x'.repeat(201) })).toEqual({});
  });
});
