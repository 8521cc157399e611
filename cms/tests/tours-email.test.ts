import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { contactForm, uniqueTag } from './helpers/inquiries';
import { startInstance, type Instance } from './helpers/instance';
import { startSmtpSink, type Received } from './helpers/smtp-sink';
import { OPEN_HOURS } from './helpers/tours';

/**
 * With email on (issue 33), the family gets the tour time booked with its calendar file attached,
 * and word when the home cancels it. Email needs SMTP settings at start-up: a Strapi of its own.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Instance;
let cookie = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startInstance({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_SECURE: 'false', EMAIL_FROM: 'Evergreen Haven <mailer@evergreenhaven.example>', PUBLIC_URL: 'https://home.example.org' });
  const login = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0].split(';')[0];
  const hours = await call('POST', '/backend/api/settings/update.php', { baseUrl: server.baseUrl, cookie, json: { ...OPEN_HOURS, tour_notice_hours: 2 } });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/**
 * The message as a person reads it: folded header lines undone. The sink has undone the
 * quoted-printable already; undoing it twice turned a link's "token=EB..." into "tokenë...",
 * whenever the random token began with two hex digits.
 */
const readable = (message: Received) => message.data.replace(/\r?\n[ \t]/g, ' ');

/** The attached calendar file of a message, decoded (nodemailer sends it base64). */
const calendarIn = (message: Received) => {
  const part = /Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\n]+)/i.exec(message.data.replace(/\r\n/g, '\n'));
  expect(part, 'a calendar file attached').not.toBeNull();
  return Buffer.from(part![1].replace(/\n/g, ''), 'base64').toString('utf8');
};

// Headers unfolded first: a long subject is folded onto two lines, and how long it is depends on the date it names.
const to = (address: string, subject: RegExp) => (message: Received) => message.to.includes(`<${address}>`) && subject.test(readable(message));

describe('the family’s emails about a tour', () => {
  it('a booking is confirmed by email with the time in words and the calendar file attached; a cancellation is told too', async () => {
    const slots = await call('GET', '/backend/api/tours/slots.php', { baseUrl: server.baseUrl });
    const slot = slots.body.records.at(-1);
    const tag = uniqueTag();
    const family = `family.${tag}@example.org`;
    const booked = await call('POST', '/backend/api/contact/submit.php', { baseUrl: server.baseUrl, json: { ...contactForm(tag), email: family, firstName: 'Ruth', tour_start: slot.start } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const words = new Intl.DateTimeFormat('en-US', { timeZone: OPEN_HOURS.timezone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(slot.start));
    const confirmation = await sink.next(to(family, /^Subject: Your tour of /m));
    const unfolded = readable(confirmation);
    expect(unfolded).toContain(`Your tour of Evergreen Haven Adult Family Home is booked for ${words}`);
    expect(unfolded).toContain(`https://home.example.org${booked.body.tour.ics_url}`);
    expect(confirmation.data).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation.data).toMatch(/filename="?tour\.ics"?/);

    const tours = await call('GET', '/backend/api/tours/read.php', { baseUrl: server.baseUrl, cookie });
    const tour = tours.body.records.find((record: { email: string }) => record.email === family);
    const cancelled = await call('POST', '/backend/api/tours/update.php', { baseUrl: server.baseUrl, cookie, json: { id: tour.id, status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    const notice = await sink.next(to(family, /^Subject: Your tour of .* is cancelled$/m));
    expect(readable(notice)).toContain('Hello Ruth,');
    expect(readable(notice)).toContain(`your tour of Evergreen Haven Adult Family Home on ${words} is cancelled`);
    // With the calendar file that takes the event out of the family's calendar: a new version of it (issue 45).
    expect(calendarIn(notice)).toMatch(/\r\nMETHOD:CANCEL\r\n[\s\S]*\r\nSEQUENCE:1\r\n[\s\S]*\r\nSTATUS:CANCELLED\r\n/);
  });

  it('the booking email has the manage link; a family that moves or cancels gets a calendar file that updates theirs, and the owner hears of it (issue 45)', async () => {
    const slots = await call('GET', '/backend/api/tours/slots.php', { baseUrl: server.baseUrl });
    const [slot, later] = slots.body.records.slice(-6, -4);
    const tag = uniqueTag();
    const family = `mover.${tag}@example.org`;
    const booked = await call('POST', '/backend/api/contact/submit.php', { baseUrl: server.baseUrl, json: { ...contactForm(tag), email: family, firstName: 'Ada', tour_start: slot.start } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const confirmation = readable(await sink.next(to(family, /^Subject: Your tour of /m)));
    expect(confirmation).toContain(`To change or cancel it: https://home.example.org${booked.body.tour.manage_url}`);
    // Their own copy of what they wrote.
    expect(confirmation).toContain(`What you wrote to us:\n${contactForm(tag).message}`);

    const token = new URL(booked.body.tour.manage_url, 'http://x').searchParams.get('token');
    const moved = await call('POST', '/backend/api/tours/reschedule.php', { baseUrl: server.baseUrl, json: { token, tour_start: later.start } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedMail = await sink.next(to(family, /^Subject: Your tour of .* is moved to /m));
    expect(readable(movedMail)).toContain('Hello Ada,');
    expect(calendarIn(movedMail)).toMatch(/\r\nMETHOD:PUBLISH\r\n[\s\S]*\r\nSEQUENCE:1\r\n/);
    // The owner: the home's address, the family's first name and the new time, nothing of their message.
    const ownerMail = readable(await sink.next((message) => !message.to.includes(`<${family}>`) && /Ada moved their tour to /.test(message.data)));
    expect(ownerMail).not.toContain(contactForm(tag).message);

    const cancelled = await call('POST', '/backend/api/tours/cancel.php', { baseUrl: server.baseUrl, json: { token } });
    expect(cancelled.status).toBe(200);
    const cancelMail = await sink.next(to(family, /^Subject: Your tour of .* is cancelled$/m));
    expect(readable(cancelMail)).toContain('is cancelled, as you asked');
    expect(calendarIn(cancelMail)).toMatch(/\r\nMETHOD:CANCEL\r\n[\s\S]*\r\nSEQUENCE:2\r\n[\s\S]*\r\nSTATUS:CANCELLED\r\n/);
    await sink.next((message) => !message.to.includes(`<${family}>`) && /Ada cancelled their tour on /.test(message.data));
  });

  it('a request sent in Spanish gets its emails in Spanish, with the dates in Spanish and the Spanish page’s link; the owner reads "Prefers Spanish" (issue 47)', async () => {
    const slots = await call('GET', '/backend/api/tours/slots.php', { baseUrl: server.baseUrl });
    const slot = slots.body.records.at(-8);
    const tag = uniqueTag();
    const family = `familia.${tag}@example.org`;
    const booked = await call('POST', '/backend/api/contact/submit.php', { baseUrl: server.baseUrl, json: { ...contactForm(tag), email: family, firstName: 'Lucía', tour_start: slot.start, language: 'es' } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const cuando = new Intl.DateTimeFormat('es-US', { timeZone: OPEN_HOURS.timezone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(slot.start));
    // The subject holds Spanish letters, so it travels encoded: the body says which email it is. The
    // sink undoes quoted-printable byte by byte: the bytes are read back as the UTF-8 they are.
    const inSpanish = (message: Received) => Buffer.from(readable(message), 'latin1').toString('utf8');
    const toFamily = (words: RegExp) => (message: Received) => message.to.includes(`<${family}>`) && words.test(inSpanish(message));
    const confirmation = inSpanish(await sink.next(toFamily(/está reservada para el/)));
    expect(confirmation).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(confirmation).toContain('Hola, Lucía:');
    expect(confirmation).toContain(`Su visita a Evergreen Haven Adult Family Home está reservada para el ${cuando}.`);
    // The same Spanish page as the form's answer names (/es/tour?token=…).
    expect(booked.body.tour.manage_url).toMatch(/^\/es\/tour\?token=/);
    expect(confirmation).toContain(`Para cambiarla o cancelarla: https://home.example.org${booked.body.tour.manage_url}`);
    expect(confirmation).toContain('Agréguela a su calendario: https://home.example.org/backend/api/tours/calendar.php?token=');
    expect(confirmation).toContain(`Lo que usted nos escribió:\n${contactForm(tag).message}`);
    expect(confirmation).not.toContain('Your tour');

    const owner = inSpanish(await sink.next((message) => !message.to.includes(`<${family}>`) && message.data.includes(tag)));
    expect(owner).toContain('Prefers Spanish');

    const tours = await call('GET', '/backend/api/tours/read.php', { baseUrl: server.baseUrl, cookie });
    const tour = tours.body.records.find((record: { email: string }) => record.email === family);
    expect((await call('POST', '/backend/api/tours/update.php', { baseUrl: server.baseUrl, cookie, json: { id: tour.id, status: 'cancelled' } })).status).toBe(200);
    const cancelled = inSpanish(await sink.next(toFamily(/fue cancelada/)));
    expect(cancelled).toContain(`Lo sentimos: su visita a Evergreen Haven Adult Family Home del ${cuando} fue cancelada.`);
  });

  it('a request in a language without interface text is written to in English; an English one says no preference to the owner (issue 47)', async () => {
    const slots = await call('GET', '/backend/api/tours/slots.php', { baseUrl: server.baseUrl });
    const slot = slots.body.records.at(-10);
    const tag = uniqueTag();
    const family = `gia.dinh.${tag}@example.org`;
    const booked = await call('POST', '/backend/api/contact/submit.php', { baseUrl: server.baseUrl, json: { ...contactForm(tag), email: family, firstName: 'Mai', tour_start: slot.start, language: 'vi' } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const confirmation = readable(await sink.next(to(family, /^Subject: Your tour of /m)));
    expect(confirmation).toContain(`To change or cancel it: https://home.example.org${booked.body.tour.manage_url}`);
    const owner = readable(await sink.next((message) => !message.to.includes(`<${family}>`) && message.data.includes(tag)));
    expect(owner).toContain('Prefers Vietnamese');

    const englishTag = uniqueTag();
    expect((await call('POST', '/backend/api/contact/submit.php', { baseUrl: server.baseUrl, json: { ...contactForm(englishTag), serviceType: 'Other' } })).status).toBe(201);
    expect(readable(await sink.next((message) => message.data.includes(englishTag)))).not.toContain('Prefers');
  });
});
