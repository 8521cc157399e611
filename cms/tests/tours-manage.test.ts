import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@afh/contract/messages';
import { admin } from './helpers/content';
import { api, call, expectFailure } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';
import { DEFAULT_HOURS, OPEN_HOURS, book, readSlots, readTours, setTourHours, starts } from './helpers/tours';

/**
 * The family's manage link (issue 45): a booking's answer names `/tour?token=…`, with which the
 * family reads the tour, moves it to another open time or cancels it, without an account; the
 * calendar file keeps one event per booking (its own UID, a SEQUENCE that rises, METHOD:CANCEL).
 */
const tokenOf = (manageUrl: string) => new URL(manageUrl, 'http://x').searchParams.get('token') ?? '';
const manage = (token: string) => api.get(`/tours/manage.php?token=${token}`);
const reschedule = (token: string, start: string) => api.post('/tours/reschedule.php', { json: { token, tour_start: start } });
const cancel = (token: string) => api.post('/tours/cancel.php', { json: { token } });

/** The calendar file, read by a real iCalendar parser: its method and its one event. */
const calendarOf = async (icsUrl: string) => {
  const file = await call('GET', icsUrl);
  expect(file.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(file.text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
  };
};

describe("a family's manage link", () => {
  beforeAll(() => setTourHours({ ...OPEN_HOURS, tour_notice_hours: 2 }));
  afterAll(() => setTourHours(DEFAULT_HOURS));

  /** Open times no other test of this file takes: each test takes its own, counting from the end. */
  let used = 0;
  const freeTimes = async (count: number) => {
    const { records } = await readSlots();
    const picked = records.slice(records.length - used - count * 2, records.length - used).filter((_, index) => index % 2 === 0);
    used += count * 2;
    return picked;
  };

  it('reads the tour, moves it to another open time (the old one is free again) and keeps one calendar event', async () => {
    const [first, second] = await freeTimes(2);
    const tag = uniqueTag();
    const booked = await book(tag, first.start);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.tour.manage_url).toMatch(/^\/tour\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(booked.body.tour.manage_url);

    const read = await manage(token);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.body).toEqual({ success: true, tour: { start: first.start, end: first.end, status: 'booked' } });
    const before = await calendarOf(booked.body.tour.ics_url);
    expect(before).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'CONFIRMED', start: Date.parse(first.start) });
    // Unique in the world: a random id at the site's host, not the row's number.
    expect(before.uid).toMatch(/^[0-9a-f-]{36}@/);

    const moved = await reschedule(token, second.start);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual({ success: true, message: 'Your tour is moved.', tour: { start: second.start, end: second.end, status: 'booked' } });
    const open = starts((await readSlots()).records);
    expect(open).toContain(first.start);
    expect(open).not.toContain(second.start);
    const after = await calendarOf(booked.body.tour.ics_url);
    expect(after).toMatchObject({ method: 'PUBLISH', uid: before.uid, sequence: 1, start: Date.parse(second.start) });
    // The admin's inbox has it with the request (issue 45: one life for each request), and so has the Tours screen.
    const [request] = await readInbox(tag);
    expect(request.tour).toEqual({ start: new Date(second.start).toISOString(), status: 'booked' });
    // The CSV's "Tour booked" column says it on the home's clock, with how it stands (then "Heard about us" and the pre-screen's columns, empty here).
    const csv = await call('GET', `/backend/api/inquiries/export.php?search=${tag}`, { cookie: await admin() });
    const wall = second.start.slice(0, 16).replace('T', ' ');
    expect(csv.text).toMatch(new RegExp(`,${wall} P[SD]T \\(booked\\),,,,,,English\\r\\n`));
    // The admin's Tours screen has the new time.
    const tour = (await readTours()).body.records.find((record: { start: string }) => record.start === second.start);
    expect(tour).toMatchObject({ status: 'booked' });
    // The same time again changes nothing.
    expect((await reschedule(token, second.start)).body.tour.start).toBe(second.start);
    expect((await calendarOf(booked.body.tour.ics_url)).sequence).toBe(1);
  });

  it('names the family’s page in the language of the request (issue 47): /es/tour for Spanish, as the emails do, /tour otherwise', async () => {
    const [spanish, english, plain, other] = await freeTimes(4);
    const inSpanish = await book(uniqueTag(), spanish.start, { language: 'es' });
    expect(inSpanish.status, JSON.stringify(inSpanish.body)).toBe(201);
    expect(inSpanish.body.tour.manage_url).toMatch(/^\/es\/tour\?token=[A-Za-z0-9_-]{43}$/);
    // The same link, in Spanish: the token reads the tour.
    expect((await manage(tokenOf(inSpanish.body.tour.manage_url))).body.tour).toMatchObject({ start: spanish.start, status: 'booked' });
    const inEnglish = await book(uniqueTag(), english.start);
    expect(inEnglish.body.tour.manage_url).toMatch(/^\/tour\?token=[A-Za-z0-9_-]{43}$/);
    // A language the site has no pages in keeps the English page.
    const inVietnamese = await book(uniqueTag(), other.start, { language: 'vi' });
    expect(inVietnamese.body.tour.manage_url).toMatch(/^\/tour\?token=/);
    // A plain post from the Spanish page comes back to it with the Spanish link.
    const posted = await api.post('/contact/submit.php', { form: { ...contactForm(uniqueTag()), tour_start: plain.start, language: 'es' } });
    expect(posted.status).toBe(303);
    const back = new URL(posted.headers.get('location') ?? '', 'http://x');
    expect(back.pathname).toBe('/es/contact');
    expect(back.searchParams.get('manage')).toMatch(/^\/es\/tour\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a time another family holds (409) or one never offered (400), and the tour stays as it was', async () => {
    const [mine, theirs] = await freeTimes(2);
    const booked = await book(uniqueTag(), mine.start);
    expect((await book(uniqueTag(), theirs.start)).status).toBe(201);
    const token = tokenOf(booked.body.tour.manage_url);

    expectFailure(await reschedule(token, theirs.start), 409, MESSAGES.tourTaken);
    const never = new Date(Date.parse(mine.start) + 30 * 60 * 1000).toISOString().replace('.000Z', '+00:00');
    expectFailure(await reschedule(token, never), 400, MESSAGES.tourNotOffered);
    expectFailure(await api.post('/tours/reschedule.php', { json: { token } }), 400);
    expect((await manage(token)).body.tour).toMatchObject({ start: mine.start, status: 'booked' });
    expect(starts((await readSlots()).records)).not.toContain(mine.start);
  });

  it('cancels: the time is free, the link then shows it cancelled, the calendar file removes the event, and it cannot be moved again', async () => {
    const [slot, later] = await freeTimes(2);
    const booked = await book(uniqueTag(), slot.start);
    const token = tokenOf(booked.body.tour.manage_url);

    const cancelled = await cancel(token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toEqual({ success: true, message: 'Your tour is cancelled.', tour: { start: slot.start, end: slot.end, status: 'cancelled' } });
    expect(starts((await readSlots()).records)).toContain(slot.start);
    expect((await manage(token)).body.tour.status).toBe('cancelled');
    expect(await calendarOf(booked.body.tour.ics_url)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });

    // A second cancel changes nothing; a cancelled tour takes no time back.
    expect((await cancel(token)).body.tour.status).toBe('cancelled');
    expect((await calendarOf(booked.body.tour.ics_url)).sequence).toBe(1);
    expectFailure(await reschedule(token, later.start), 409, MESSAGES.tourAlreadyCancelled);
    expect(starts((await readSlots()).records)).toContain(later.start);
  });

  it('finds nothing by another token, refuses malformed ones, other sites and oversized bodies', async () => {
    const [slot] = await freeTimes(1);
    const booked = await book(uniqueTag(), slot.start);
    const token = tokenOf(booked.body.tour.manage_url);
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectFailure(await manage(other), 404, MESSAGES.tourLinkInvalid);
    expectFailure(await cancel(other), 404, MESSAGES.tourLinkInvalid);
    // The calendar file's token is not a manage link.
    expectFailure(await manage(new URL(booked.body.tour.ics_url, 'http://x').searchParams.get('token')!), 404);
    expectFailure(await api.get('/tours/manage.php'), 400);
    expectFailure(await api.get('/tours/manage.php?token=%27%20or%201=1'), 400, MESSAGES.tourLinkInvalid);
    expectFailure(await api.post('/tours/cancel.php', { json: { token, extra: true } }), 400);
    const crossSite = await call('POST', '/backend/api/tours/cancel.php', { json: { token }, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await api.post('/tours/cancel.php', { json: { token: 'x'.repeat(100_000) } })).status).toBe(413);
    // None of it touched the tour.
    expect((await manage(token)).body.tour.status).toBe('booked');
  });

  it('one stage per request (issue 45): booked is Tour booked everywhere, confirming keeps it, done is Toured; a family\'s cancel is New again, the home\'s Contacted', async () => {
    const [first, second, third, fourth] = await freeTimes(4);
    const idAt = async (start: string) => (await readInbox()).find((inquiry) => inquiry.tour?.start && Date.parse(inquiry.tour.start) === Date.parse(start))!.id;
    const cookie = await admin();
    const stages = async (id: number) => {
      const inbox = (await readInbox()).find((inquiry) => inquiry.id === id);
      const tour = ((await readTours(cookie)).body.records as Array<{ id: number; stage: string }>).find((one) => one.id === id);
      return { inbox: inbox?.status, tours: tour?.stage };
    };
    const setTour = (id: number, status: string) => api.post('/tours/update.php', { cookie, json: { id, status } });

    const ada = await book(uniqueTag(), first.start);
    const adaId = await idAt(first.start);
    expect(await stages(adaId)).toEqual({ inbox: 'tour_booked', tours: 'tour_booked' });
    expect((await setTour(adaId, 'confirmed')).status).toBe(200);
    expect(await stages(adaId)).toEqual({ inbox: 'tour_booked', tours: 'tour_booked' });
    // Moved by the family: still Tour booked.
    expect((await reschedule(tokenOf(ada.body.tour.manage_url), second.start)).status).toBe(200);
    expect(await stages(adaId)).toEqual({ inbox: 'tour_booked', tours: 'tour_booked' });
    expect((await setTour(adaId, 'done')).status).toBe(200);
    expect(await stages(adaId)).toEqual({ inbox: 'toured', tours: 'toured' });

    const ben = await book(uniqueTag(), third.start);
    const benId = await idAt(third.start);
    expect((await cancel(tokenOf(ben.body.tour.manage_url))).status).toBe(200);
    expect((await readInbox()).find((inquiry) => inquiry.id === benId)?.status).toBe('new');

    await book(uniqueTag(), fourth.start);
    const cleoId = await idAt(fourth.start);
    expect((await setTour(cleoId, 'cancelled')).status).toBe(200);
    expect((await readInbox()).find((inquiry) => inquiry.id === cleoId)?.status).toBe('contacted');
  });

  it('stays away from the admin list: no token or hash in what admins read', async () => {
    const reply = await readTours(await admin());
    expect(JSON.stringify(reply.body)).not.toMatch(/manageTokenHash|calendarUid|calendarSequence|token/i);
  });
});
