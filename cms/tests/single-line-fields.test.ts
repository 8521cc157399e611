import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '@afh/contract/fields';
import { tourCalendar } from '../src/api/tour/calendar';
import { admin } from './helpers/content';
import { api, expectFailure } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';
import { book } from './helpers/tours';

/**
 * Visitors' text is hostile everywhere it goes (issue 41): a single-line field (a name, an email,
 * a phone, a relationship, a subject line) refuses every control character, CR and LF included,
 * in the contract's shared field rules, so no call stores a line a family email or a header would
 * then write out. Multi-line fields keep their line breaks. The calendar file escapes what a
 * setting written elsewhere (the console) might still hold.
 */

// (A NUL is refused before the fields are read: content/validation.ts.)
const BREAKS = ['\r\n', '\n', '\r', '\t', '\u0008', '\u001b', '\u007f'];

describe('single-line fields refuse control characters on every call', () => {
  it('a first name with CR/LF (or any control character) is refused on a contact message, a tour request and a plain form post', async () => {
    for (const control of BREAKS) {
      const tag = uniqueTag();
      const reply = await api.post('/contact/submit.php', { json: contactForm(tag, { firstName: `Ann${control}Bcc: victim@example.org` }) });
      expectFailure(reply, 400, 'First name must be on one line, without control characters');
      expect(await readInbox(tag)).toHaveLength(0);
    }
    const tag = uniqueTag();
    const plain = await api.post('/contact/submit.php', { form: { ...contactForm(tag), lastName: 'Olsen\r\n\r\nYour tour is cancelled.' } });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toContain(encodeURIComponent('Last name must be on one line, without control characters'));
    expect(await readInbox(tag)).toHaveLength(0);
  });

  it('a booking with a line in its name, email, phone or relationship stores nothing and holds no time', async () => {
    // The fields are checked before the time is: any time will do, and none is held.
    const start = '2031-01-06T10:00:00-08:00';
    const hostile: Array<[string, string, string]> = [
      ['firstName', 'Ruth\r\nWe cancelled your tour.', 'First name'],
      ['email', 'ruth@example.org\r\nBcc: all@example.org', 'Email'],
      ['phone', '360 555\r\n0123', 'Phone'],
      ['relationship', 'daughter\rX-Header: 1', 'Relationship'],
    ];
    for (const [field, value, label] of hostile) {
      const tag = uniqueTag();
      const reply = await book(tag, start, { [field]: value });
      expectFailure(reply, 400, `${label} must be on one line, without control characters`);
      expect(await readInbox(tag)).toHaveLength(0);
    }
  });

  it('a message keeps its line breaks; other control characters in it are refused', async () => {
    const tag = uniqueTag();
    const reply = await api.post('/contact/submit.php', { json: contactForm(tag, { serviceType: 'General Information', message: `First line\r\nSecond line\n\tindented [${tag}]` }) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect((await readInbox(tag))[0].message).toBe(`First line\r\nSecond line\n\tindented [${tag}]`);
    expectFailure(await api.post('/contact/submit.php', { json: contactForm(uniqueTag(), { message: 'Hello\u001bthere' }) }), 400, 'Message must not hold control characters');
  });

  it("admins' single-line fields too: a user's name, the business name, an FAQ question, a list entry", async () => {
    const cookie = await admin();
    expectFailure(await api.post('/users/create.php', { json: { name: 'Eve\r\nAdmin', email: `${uniqueTag()}@example.org`, password: 'secret-pass', phone: '3605550100' } }), 400, 'Name must be on one line, without control characters');
    expectFailure(await api.post('/settings/update.php', { cookie, json: { business_name: 'Evergreen\rHaven' } }), 400, 'Business Name must be on one line, without control characters');
    expectFailure(await api.post('/faqs/create.php', { cookie, json: { question: 'Visits?\nYes', answer: 'Any day.' } }), 400, 'Question must be on one line, without control characters');
    expectFailure(await api.post('/settings/update.php', { cookie, json: { price_includes: ['Meals\nand more'] } }), 400, 'Each of What Is Included must be on one line, without control characters');
    // A multi-line field of the same calls keeps its lines.
    const faq = await api.post('/faqs/create.php', { cookie, json: { question: `Visits? ${uniqueTag()}`, answer: 'Any day.\nCall first.' } });
    expect(faq.status, JSON.stringify(faq.body)).toBe(201);
  });
});

describe('the calendar file escapes every control character', () => {
  const event = { id: 7, uid: '0b6f5a8e-3f7c-4c1e-9a55-2f1d7a3c9e10', sequence: 0, startsAt: new Date('2026-12-03T18:00:00Z'), endsAt: new Date('2026-12-03T19:00:00Z'), cancelled: false, address: '12 Elm St\u000bSeattle', phone: '3605550123', host: 'home.example.org' };

  it('a bare CR in the business name does not land in SUMMARY, nor a tab or an escape anywhere', () => {
    const ics = tourCalendar({ ...event, businessName: 'Evergreen\rHaven\nRRULE:FREQ=DAILY\u001b\tHome' });
    const lines = ics.split('\r\n');
    // Only CRLF ends a line; no CR, LF or other control character is left inside one.
    for (const line of lines) expect(hasControlCharacter(line)).toBe(false);
    expect(lines.some((line) => line.startsWith('RRULE'))).toBe(false);
    const summary = ics.replace(/\r\n /g, '').split('\r\n').find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe('SUMMARY:Tour of Evergreen\\nHaven\\nRRULE:FREQ=DAILY  Home');
    expect(ics).toContain('LOCATION:12 Elm St Seattle');
  });

  it('long lines are folded at 75 octets, never inside a character', () => {
    const ics = tourCalendar({ ...event, businessName: `Maison ${'é'.repeat(30)} ${'😀'.repeat(20)}` });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\ufffd');
    const summary = ics.replace(/\r\n /g, '').split('\r\n').find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:Tour of Maison ${'é'.repeat(30)} ${'😀'.repeat(20)}`);
  });
});
