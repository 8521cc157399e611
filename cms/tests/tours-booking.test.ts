import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@afh/contract/messages';
import { admin } from './helpers/content';
import { api, call, expectFailure } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';
import { makeUser } from './helpers/sessions';
import { DEFAULT_HOURS, OPEN_HOURS, book, readSlots, readTours, setTourHours, starts, wallOf } from './helpers/tours';

/**
 * Booking a tour time (issue 33): a tour request with `tour_start` holds that time, once, in the
 * database; the admin lists upcoming tours and cancels one, which frees its time; the family's
 * calendar file sits behind an unguessable link.
 */
describe('booking a tour time', () => {
  beforeAll(() => setTourHours({ ...OPEN_HOURS, tour_notice_hours: 2 }));
  afterAll(() => setTourHours(DEFAULT_HOURS));

  /** An open time no other test of this file takes (each takes its own, counting from the end). */
  let taken = 0;
  const freeTime = async () => {
    const { records } = await readSlots();
    return records[records.length - 1 - taken++ * 3];
  };

  it('books an offered time: 201 with the tour, the time leaves the open list, and the admin sees it with the family', async () => {
    const slot = await freeTime();
    expect(starts((await readSlots()).records)).toContain(slot.start);
    const tag = uniqueTag();
    const reply = await book(tag, slot.start, { relationship: 'Daughter' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ success: true, message: 'Thank you for reaching out! We will get back to you within 2 hours.', tour: { start: slot.start, end: slot.end } });
    expect(reply.body.tour.ics_url).toMatch(/^\/backend\/api\/tours\/calendar\.php\?token=[A-Za-z0-9_-]{43}$/);
    // The kept list was dropped by the booking: the time is gone at once.
    expect(starts((await readSlots()).records)).not.toContain(slot.start);

    const tours = await readTours();
    expect(tours.status).toBe(200);
    const tour = tours.body.records.find((record: { message: string }) => record.message.includes(tag));
    expect(tour).toMatchObject({ start: slot.start, end: slot.end, status: 'booked', first_name: 'Margaret', last_name: 'Olsen', email: 'margaret.olsen@example.org', relationship: 'Daughter' });
    expect(JSON.stringify(tours.body)).not.toMatch(/tourSlot|calendarTokenHash|token/i);
  });

  it('gives one time to exactly one of five families asking at once; the others get a 409 that says so', async () => {
    const slot = await freeTime();
    const tags = Array.from({ length: 5 }, () => uniqueTag());
    const replies = await Promise.all(tags.map((tag) => book(tag, slot.start)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const reply of replies.filter((one) => one.status === 409)) expectFailure(reply, 409, MESSAGES.tourTaken);
    const booked = (await readTours()).body.records.filter((record: { start: string }) => record.start === slot.start);
    expect(booked).toHaveLength(1);
    // Only the family that got the time has a request stored.
    const stored = await Promise.all(tags.map((tag) => readInbox(tag)));
    expect(stored.map((records) => records.length).sort()).toEqual([0, 0, 0, 0, 1]);
    // And later: the same 409.
    expectFailure(await book(uniqueTag(), slot.start), 409, 'That time was just taken. Please choose another.');
  });

  it('refuses a time never offered with a 400, and stores nothing', async () => {
    const { records } = await readSlots();
    const [date] = [wallOf(records[records.length - 1].start).date];
    for (const start of [`${date}T03:00:00-08:00`, `${date}T09:30:00-08:00`, '2020-01-06T10:00:00-08:00', '2099-01-05T10:00:00-08:00']) {
      const tag = uniqueTag();
      expectFailure(await book(tag, start), 400, MESSAGES.tourNotOffered);
      expect(await readInbox(tag)).toHaveLength(0);
    }
    const tag = uniqueTag();
    expectFailure(await book(tag, 'next tuesday'), 400, 'Tour time must be a date and time');
    expect(await readInbox(tag)).toHaveLength(0);
    // No tour days: nothing is offered, so nothing can be booked.
    await setTourHours({ ...OPEN_HOURS, tour_days: [] });
    expectFailure(await book(uniqueTag(), records[0].start), 400, MESSAGES.tourNotOffered);
    await setTourHours({ ...OPEN_HOURS, tour_notice_hours: 2 });
  });

  it('books from a plain form post too, and goes back to the contact page with the time', async () => {
    const slot = await freeTime();
    const tag = uniqueTag();
    const reply = await api.post('/contact/submit.php', { form: { ...contactForm(tag), tour_start: slot.start } });
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/contact');
    expect(location.searchParams.get('sent')).toBe('1');
    expect(location.searchParams.get('tour')).toBe(slot.start);
    expect(location.searchParams.get('ics')).toMatch(/^\/backend\/api\/tours\/calendar\.php\?token=/);
    // An empty choice (no time picked) is a tour request without a booking.
    const plain = await api.post('/contact/submit.php', { form: { ...contactForm(uniqueTag()), tour_start: '' } });
    expect(plain.headers.get('location')).toBe('/contact?sent=1');
  });

  it('serves the calendar file behind its link only', async () => {
    const slot = await freeTime();
    const reply = await book(uniqueTag(), slot.start);
    const file = await call('GET', reply.body.tour.ics_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    const utc = (instant: string) => new Date(instant).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(file.text).toContain(`\r\nDTSTART:${utc(slot.start)}\r\nDTEND:${utc(slot.end)}\r\n`);
    expect(file.text).toMatch(/\r\nSUMMARY:Tour of [^\r\n]+\r\n/);
    expect(file.text).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(file.text).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    // Any other token, or none, finds nothing.
    const token = new URL(reply.body.tour.ics_url, 'http://x').searchParams.get('token') ?? '';
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectFailure(await api.get(`/tours/calendar.php?token=${other}`), 404, 'No calendar file by that link.');
    expectFailure(await api.get('/tours/calendar.php'), 400);
    expectFailure(await api.get('/tours/calendar.php?token=%27%20or%201=1'), 400);
  });

  it('cancelling frees the time (the open list shows it again and another family can book it)', async () => {
    const slot = await freeTime();
    const tag = uniqueTag();
    expect((await book(tag, slot.start)).status).toBe(201);
    const tour = (await readTours()).body.records.find((record: { message: string }) => record.message.includes(tag));
    expect(starts((await readSlots()).records)).not.toContain(slot.start);

    // While the tour is still to come, its request is not deleted: the time would be held unseen.
    expectFailure(await api.delete('/inquiries/delete.php', { cookie: await admin(), json: { id: tour.id } }), 409, /Cancel the tour on the Tours screen first/);
    const confirmed = await api.post('/tours/update.php', { cookie: await admin(), json: { id: tour.id, status: 'confirmed' } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: tour.id, status: 'confirmed' });
    const cancelled = await api.post('/tours/update.php', { cookie: await admin(), json: { id: tour.id, status: 'cancelled' } });
    expect(cancelled.body.data).toMatchObject({ id: tour.id, status: 'cancelled' });
    expect(starts((await readSlots()).records)).toContain(slot.start);
    expect((await book(uniqueTag(), slot.start)).status).toBe(201);
    // The cancelled tour cannot take its time back.
    expectFailure(await api.post('/tours/update.php', { cookie: await admin(), json: { id: tour.id, status: 'confirmed' } }), 409);

    // The activity log records the change, by the admin.
    const log = await api.get(`/activity/read.php?type=inquiry&target_id=${tour.id}`, { cookie: await admin() });
    expect(log.body.records.map((entry: { summary: string }) => entry.summary)).toContain('Inquiry from Margaret Olsen updated: Tour status');
    // Cancelled, its request may go to the trash.
    expect((await api.delete('/inquiries/delete.php', { cookie: await admin(), json: { id: tour.id } })).status).toBe(200);
  });

  it('refuses bad updates with a 4xx that says why', async () => {
    const cookie = await admin();
    expectFailure(await api.post('/tours/update.php', { cookie, json: { id: 1, status: 'booked' } }), 400, 'Status must be one of: confirmed, cancelled, done');
    expectFailure(await api.post('/tours/update.php', { cookie, json: { status: 'done' } }), 400);
    expectFailure(await api.post('/tours/update.php', { cookie, json: { id: 2147483000, status: 'done' } }), 404, 'Tour not found');
  });

  it('lets only approved admins list or change tours', async () => {
    expectFailure(await api.get('/tours/read.php'), 401);
    expectFailure(await api.post('/tours/update.php', { json: { id: 1, status: 'done' } }), 401);
    for (const [role, status] of [['user', 'approved'], ['staff', 'approved'], ['admin', 'pending']] as const) {
      const person = await makeUser(role, status);
      expectFailure(await readTours(person.cookie), 403);
      expectFailure(await api.post('/tours/update.php', { cookie: person.cookie, json: { id: 1, status: 'done' } }), 403);
    }
  });
});
