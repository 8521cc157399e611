import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@afh/contract/messages';
import type { TourSlot } from '@afh/contract/records';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure, type Reply } from './helpers/http';
import { contactForm, uniqueTag } from './helpers/inquiries';
import { startInstance, type Instance } from './helpers/instance';
import { startSmtpSink } from './helpers/smtp-sink';
import { OPEN_HOURS } from './helpers/tours';

/**
 * A bot cannot empty the tour calendar (issue 41, point 5): at most 2 upcoming tours per email
 * address and per phone number, at most TOUR_BOOKINGS_PER_DAY bookings a day in all (the owner is
 * alerted once), a burst released in one action, and the open reads counted per address. The
 * caps and the throttle need their own limits: a Strapi of its own, with a mail sink for the alert.
 */

const PER_DAY = 6;
const TOUR_READS = 5;
const OWNER = 'owner@evergreenhaven.example';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Instance;
let cookie = '';
let slots: TourSlot[] = [];
let address = 0;

/** Each caller speaks from an address of its own (TRUST_PROXY), so only the caps under test refuse. */
const from = () => ({ 'X-Forwarded-For': `10.41.${Math.floor(++address / 250)}.${address % 250}` });
const site = (method: string, path: string, options: { json?: unknown; cookie?: string; headers?: Record<string, string> } = {}) =>
  call(method, `/backend/api${path}`, { baseUrl: server.baseUrl, headers: from(), ...options });
/** The next open time nobody in this file has used yet. */
const nextSlot = () => {
  const slot = slots.shift();
  if (!slot) throw new Error('No open time left for this test');
  return slot.start;
};
const book = (tag: string, change: Record<string, string> = {}) => site('POST', '/contact/submit.php', { json: { ...contactForm(tag), email: `${tag}@example.org`, phone: `(206) 555-${String(address).padStart(4, '0')}`, tour_start: nextSlot(), ...change } });
const statuses = (replies: Reply[]) => replies.map((reply) => reply.status).sort();
const alerts = async () => (await site('GET', '/activity/read.php?limit=200', { cookie })).body.records.filter((entry: { action: string }) => entry.action === 'alert');

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startInstance({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_SECURE: 'false',
    NOTIFY_EMAIL: OWNER,
    TRUST_PROXY: 'true',
    TOUR_BOOKINGS_PER_DAY: String(PER_DAY),
    RATE_LIMIT_TOUR_READS_IP: String(TOUR_READS),
    RATE_LIMIT_CONTACT_IP: '1000',
  });
  const login = await site('POST', '/users/login.php', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0].split(';')[0];
  const hours = await site('POST', '/settings/update.php', { cookie, json: OPEN_HOURS });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  slots = (await site('GET', '/tours/slots.php')).body.records;
  expect(slots.length).toBeGreaterThan(40);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe('the booking caps', () => {
  it('twenty parallel bookings with one email address: exactly 2 are booked, the rest refused in words', async () => {
    const tag = uniqueTag();
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(uniqueTag(), { email: ` ${tag.toUpperCase()}@Example.org ` })));
    expect(statuses(replies)).toEqual([...Array(2).fill(201), ...Array(18).fill(409)]);
    for (const refused of replies.filter((reply) => reply.status === 409)) expectFailure(refused, 409, MESSAGES.tourLimitFamily);
    // Nothing of the refused ones is stored: the inbox holds the two booked.
    const inbox = await site('GET', `/inquiries/read.php?search=${tag}`, { cookie });
    expect(inbox.body.records).toHaveLength(2);
  });

  it('one phone number, however it is written, holds at most 2 upcoming tours', async () => {
    expect((await book(uniqueTag(), { phone: '(360) 555-0101' })).status).toBe(201);
    expect((await book(uniqueTag(), { phone: '360.555.0101' })).status).toBe(201);
    expectFailure(await book(uniqueTag(), { phone: '+ 360 555 0101' }), 409, MESSAGES.tourLimitFamily);
  });

  it('past TOUR_BOOKINGS_PER_DAY the form is refused in words, and the owner is alerted once', async () => {
    // Four booked by the tests above; two more fill the day.
    expect((await book(uniqueTag())).status).toBe(201);
    expect(await alerts()).toHaveLength(0);
    expect((await book(uniqueTag())).status).toBe(201);
    expectFailure(await book(uniqueTag()), 409, MESSAGES.tourLimitDay);
    expectFailure(await book(uniqueTag()), 409, MESSAGES.tourLimitDay);
    // A request without a time still goes through: the form's preferred times.
    const preferred = await site('POST', '/contact/submit.php', { json: { ...contactForm(uniqueTag()), preferred_times: ['2031-01-06 morning'] } });
    expect(preferred.status, JSON.stringify(preferred.body)).toBe(201);
    // The alert is written beside the answer, not before it.
    await expect.poll(async () => (await alerts()).length).toBe(1);
    const mail = await sink.next((message) => message.to.includes(`<${OWNER}>`) && /Online tour booking is closed for today/.test(message.data));
    expect(mail.data).toContain('Cancel all bookings made in this hour');
  });

  it('"Cancel all bookings made in this hour" frees every time booked in the hour; the requests can be restored', async () => {
    const held = (await site('GET', '/tours/read.php', { cookie })).body.records.filter((tour: { status: string }) => tour.status !== 'cancelled');
    expect(held).toHaveLength(PER_DAY);
    expectFailure(await site('POST', '/tours/cancel_recent.php', { json: {} }), 401);
    expectFailure(await site('POST', '/tours/cancel_recent.php', { cookie, json: { since: '2020-01-01' } }), 400);

    const released = await site('POST', '/tours/cancel_recent.php', { cookie, json: {} });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.ids.sort()).toEqual(held.map((tour: { id: number }) => tour.id).sort());
    expect(released.body.message).toBe(`${PER_DAY} bookings cancelled. Their times are open again, and the requests can be restored from Recently deleted.`);
    expect((await site('GET', '/tours/read.php', { cookie })).body.records).toHaveLength(0);
    const open = (await site('GET', '/tours/slots.php')).body.records.map((slot: TourSlot) => slot.start);
    for (const tour of held) expect(open).toContain(tour.start);

    const trash = (await site('GET', '/trash/read.php', { cookie })).body.records.filter((record: { type: string }) => record.type === 'inquiry');
    expect(trash.map((record: { id: number }) => record.id).sort()).toEqual(released.body.ids.sort());
    const restored = await site('POST', '/inquiries/restore.php', { cookie, json: { id: held[0].id } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // Restored as a cancelled tour: the time stays open.
    expect((await site('GET', '/tours/read.php', { cookie })).body.records.map((tour: { id: number; status: string }) => [tour.id, tour.status])).toEqual([[held[0].id, 'cancelled']]);
    // The day is open again for families.
    expect((await book(uniqueTag())).status).toBe(201);
  });
});

describe('the open tour reads are counted per address', () => {
  it(`tours/slots.php and tours/calendar.php share ${TOUR_READS} reads per address in the window, then a 429 in words`, async () => {
    const one = { 'X-Forwarded-For': '10.42.0.1' };
    for (let read = 0; read < TOUR_READS - 1; read++) expect((await site('GET', '/tours/slots.php', { headers: one })).status).toBe(200);
    expect((await site('GET', '/tours/calendar.php?token=nothing-here', { headers: one })).status).toBe(404);
    const refused = await site('GET', '/tours/slots.php', { headers: one });
    expectFailure(refused, 429, /^Too many requests from your address/);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expectFailure(await site('GET', '/tours/calendar.php?token=nothing-here', { headers: one }), 429);
    // Another address is not held back.
    expect((await site('GET', '/tours/slots.php', { headers: { 'X-Forwarded-For': '10.42.0.2' } })).status).toBe(200);
  });
});
