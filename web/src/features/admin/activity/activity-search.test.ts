import { describe, expect, it } from 'vitest';
import { activityParams, endOfDay, isFiltered, parseActivitySearch, startOfDay, toActivityFilters } from './activity-search';

describe('parseActivitySearch', () => {
  it('keeps the filters it understands', () => {
    expect(parseActivitySearch({ actor: ' Jane ', type: 'faq', target_id: 12, from: '2026-01-05', to: '2026-01-31', page: 3 })).toEqual({
      actor: 'Jane',
      type: 'faq',
      target_id: 12,
      from: '2026-01-05',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('reads numbers written as text, and a name made of digits', () => {
    expect(parseActivitySearch({ actor: 123, type: 'user', target_id: '7', page: '2' })).toEqual({ actor: '123', type: 'user', target_id: 7, page: 2 });
  });

  it('leaves out what is malformed instead of refusing the page', () => {
    expect(parseActivitySearch({ actor: '  ', type: 'widget', target_id: 4, from: '2026-13-45', to: 'yesterday', page: 0 })).toEqual({});
    expect(parseActivitySearch({ type: 'service', target_id: -1, page: 1.5 })).toEqual({ type: 'service' });
  });

  it('takes a record id only with its type, and page 1 as no page', () => {
    expect(parseActivitySearch({ target_id: 4, page: 1 })).toEqual({});
  });
});

describe('toActivityFilters', () => {
  it('asks for 50 entries from the page’s first', () => {
    expect(toActivityFilters({})).toEqual({ limit: 50, offset: 0 });
    expect(toActivityFilters({ page: 3 })).toMatchObject({ limit: 50, offset: 100 });
  });

  it('turns the days into the start and the last moment of those days in the local time zone', () => {
    const { from, to } = toActivityFilters({ from: '2026-03-01', to: '2026-03-02' });
    expect(new Date(from!).getTime()).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
    expect(startOfDay('2026-03-01')).toBe(from);
    expect(endOfDay('2026-03-02')).toBe(to);
  });
});

describe('activityParams', () => {
  it('sends only the filters that are set', () => {
    expect(activityParams({ actor: 'jane', type: 'service', target_id: 3, limit: 5, offset: 0 })).toBe('actor=jane&type=service&target_id=3&limit=5&offset=0');
    expect(activityParams({ actor: undefined, limit: 50, offset: 50 })).toBe('limit=50&offset=50');
  });
});

describe('isFiltered', () => {
  it('counts who, what and the days, not the page', () => {
    expect(isFiltered({ page: 2 })).toBe(false);
    expect(isFiltered({ type: 'user' })).toBe(true);
    expect(isFiltered({ to: '2026-01-01' })).toBe(true);
  });
});
