import { describe, expect, it } from 'vitest';
import type { AdminGalleryPhoto, AdminTeamMember, Inquiry, Settings } from '../../../../lib/types';
import { inquiryFixture } from '../../inquiries/inquiry-fixture';
import { ANSWER_WITHIN_MS, isOlderThanKept, isOverdue, roomsQuestion, setupItems, waitedFor, waitingRequests, type EmailState } from './today';

const inquiry = (id: number, change: Partial<Inquiry> = {}) => inquiryFixture({ id, service_type: 'General Information', ...change });

describe('waitingRequests', () => {
  it('lists only new requests, newest first', () => {
    const list = [
      inquiry(1, { created_at: '2026-11-22T10:00:00.000Z' }),
      inquiry(2, { status: 'contacted' }),
      inquiry(3, { service_type: 'Schedule a Tour', created_at: '2026-11-22T11:00:00.000Z' }),
      inquiry(4, { created_at: '2026-11-22T09:00:00.000Z' }),
      inquiry(5, { service_type: 'Schedule a Tour', created_at: '2026-11-22T08:00:00.000Z' }),
    ];
    expect(waitingRequests(list).map((item) => item.id)).toEqual([3, 1, 4, 5]);
    // The list it was given keeps its order (the inbox shares it).
    expect(list.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('flags a request once it has waited longer than the promised two hours', () => {
    const sent = Date.parse('2026-11-22T12:00:00.000Z');
    expect(isOverdue(inquiry(1), sent + ANSWER_WITHIN_MS)).toBe(false);
    expect(isOverdue(inquiry(1), sent + ANSWER_WITHIN_MS + 60_000)).toBe(true);
  });

  it('says how long a request has waited in minutes, hours, then days', () => {
    const sent = '2026-11-22T12:00:00.000Z';
    const after = (minutes: number) => waitedFor(sent, Date.parse(sent) + minutes * 60_000);
    expect([after(0), after(1), after(59), after(60), after(61), after(47 * 60 + 59), after(48 * 60), after(72 * 60)]).toEqual([
      '0 minutes',
      '1 minute',
      '59 minutes',
      '1 hour',
      '1 hour',
      '47 hours',
      '2 days',
      '3 days',
    ]);
    // A clock a little behind the server's never says a negative time.
    expect(waitedFor(sent, Date.parse(sent) - 5_000)).toBe('0 minutes');
  });
});

const settings = (change: Partial<Settings> & Record<string, unknown> = {}) => ({ license_number: '', price_from: null, ...change }) as Settings & Record<string, unknown>;
const photo = { status: 'active' } as AdminGalleryPhoto;
const member = { status: 'active' } as AdminTeamMember;

describe('setupItems', () => {
  it('on a fresh site, every item is undone', () => {
    const items = setupItems({ settings: settings({ disclosure_url: '', hero_image_1: '', tour_days: [] }), photos: [], team: [], email: 'off' });
    expect(items.map((item) => [item.label, item.done])).toEqual([
      ['Photos of the home', false],
      ['The team', false],
      ['Prices', false],
      ['License number', false],
      ['The Disclosure of Services', false],
      ['Tour hours', false],
      ['Email', false],
      ['Hero photos', false],
    ]);
  });

  it('each item is done once its content is there; hidden photos and members do not count', () => {
    const items = setupItems({
      settings: settings({ license_number: '751234', price_from: 7500, disclosure_url: '/uploads/disclosure.pdf', hero_image_1: '' }),
      photos: [{ ...photo, status: 'inactive' }],
      team: [member],
      email: 'working',
    });
    expect(items.filter((item) => !item.done).map((item) => item.label)).toEqual(['Photos of the home', 'Hero photos']);
  });

  it('counts email done only while mail gets through: saved but untested, or failing, stays on the list with what to do (issue 44)', () => {
    const email = (state: EmailState) => setupItems({ settings: undefined, photos: undefined, team: undefined, email: state }).find((item) => item.key === 'email');
    expect(email('working')?.done).toBe(true);
    expect([email('untested')?.done, email('untested')?.hint]).toEqual([false, 'Send a test email to check that it works.']);
    expect([email('failing')?.done, email('failing')?.hint]).toEqual([false, 'Email is not working: fix it so new requests reach you at once.']);
    expect([email('off')?.done, email('off')?.hint]).toEqual([false, 'Set up email so new requests reach you at once.']);
    expect(email('unknown')).toBeUndefined();
  });

  it("counts the site's address done once links in emails have it, and leaves it out while it cannot be told (issue 44)", () => {
    const address = (siteAddress?: boolean) => setupItems({ settings: undefined, photos: undefined, team: undefined, email: 'off', siteAddress }).find((item) => item.key === 'site-address');
    expect(address(false)).toMatchObject({ label: 'Site address', done: false, to: '/admin/settings', hash: 'email' });
    expect(address(true)?.done).toBe(true);
    expect(address(undefined)).toBeUndefined();
  });

  it('counts the hero photos done once any slide has one, and links to their card', () => {
    const hero = (change: Partial<Settings>) => setupItems({ settings: settings({ hero_image_1: '', hero_image_2: '', hero_image_3: '', ...change }), photos: [], team: [], email: 'off' }).find((item) => item.key === 'hero');
    expect(hero({})).toMatchObject({ done: false, to: '/admin/settings', hash: 'hero' });
    expect(hero({ hero_image_3: '/uploads/garden.jpg' })?.done).toBe(true);
    expect(hero({ hero_image_2: '   ' })?.done).toBe(false);
  });

  it('counts the tour hours done once any tour day is set, and links to their card (issue 44)', () => {
    const tours = (tour_days: Settings['tour_days']) => setupItems({ settings: settings({ tour_days }), photos: [], team: [], email: 'off' }).find((item) => item.key === 'tours');
    expect(tours([])).toMatchObject({ label: 'Tour hours', done: false, to: '/admin/settings', hash: 'tours' });
    expect(tours(['sat'])?.done).toBe(true);
  });

  it('leaves out what it cannot tell: data not loaded, a setting this server lacks, email unknown', () => {
    expect(setupItems({ settings: undefined, photos: undefined, team: undefined, email: 'unknown' })).toEqual([]);
    expect(setupItems({ settings: settings(), photos: [photo], team: [member], email: 'unknown' }).map((item) => item.key)).toEqual(['photos', 'team', 'prices', 'license']);
  });
});

describe('the monthly question about rooms (issue 46)', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

  it('asks nothing while nothing is said of rooms, or it was said within the month', () => {
    expect(roomsQuestion({ rooms_open: null, next_opening: '', rooms_checked_at: null }, now)).toBeNull();
    expect(roomsQuestion({ rooms_open: 1, next_opening: '', rooms_checked_at: daysAgo(29) }, now)).toBeNull();
  });

  it('asks in the words the site shows, a month after they were last said, and at once when never confirmed', () => {
    expect(roomsQuestion({ rooms_open: 1, next_opening: '', rooms_checked_at: daysAgo(31) }, now)).toBe('Still 1 room open?');
    expect(roomsQuestion({ rooms_open: 2, next_opening: '2027-03', rooms_checked_at: null }, now)).toBe('Still 2 rooms open?');
    expect(roomsQuestion({ rooms_open: 0, next_opening: '2027-03', rooms_checked_at: daysAgo(40) }, now)).toBe('Is March 2027 still the next opening?');
    expect(roomsQuestion({ rooms_open: 0, next_opening: '', rooms_checked_at: daysAgo(40) }, now)).toBe('Still full?');
  });
});

describe('isOlderThanKept (issue 46)', () => {
  it('calls a report old once it is more than three years old, to the day', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(isOlderThanKept('2023-11-29', now)).toBe(false);
    expect(isOlderThanKept('2023-11-28', now)).toBe(true);
    expect(isOlderThanKept('2026-01-01', now)).toBe(false);
  });
});
