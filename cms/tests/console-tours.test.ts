import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@afh/contract/messages';
import { TIME_ALREADY_HELD, TOUR_HELD_IN_CONSOLE } from '../src/console/tours';
import { admin, consoleToken } from './helpers/content';
import { api, call } from './helpers/http';
import { readInbox, submitInquiry, uniqueTag } from './helpers/inquiries';
import { OPEN_HOURS, book, readSlots, readTours, setTourHours, starts } from './helpers/tours';

/**
 * The Strapi console's hold on booked tours (issue 41): it cannot delete, move or un-hide a booked
 * tour still to come, nor write the hidden fields (tourSlot, calendarTokenHash, deletedAt); it
 * does not read them either; a copy of a booked request that would hold its time again is a 409.
 */

const MANAGER = '/content-manager/collection-types/api::inquiry.inquiry';
// With the family's manage link and its calendar event (issue 45).
const HIDDEN = ['tourSlot', 'calendarTokenHash', 'manageTokenHash', 'manageTokenSealed', 'calendarUid', 'calendarSequence', 'reminderDaySentAt', 'reminderHoursSentAt', 'firstAnsweredAt', 'submissionId', 'deletedAt'];
const inConsole = async (method: string, path: string, json?: unknown) => call(method, path, { headers: { Authorization: `Bearer ${await consoleToken()}` }, json });

/** A tour booked by a family of its own, and its request as the console finds it. */
const bookedInConsole = async () => {
  await setTourHours(OPEN_HOURS);
  const open = (await readSlots()).records;
  const start = open[open.length - 1 - Math.floor(Math.random() * Math.min(20, open.length))].start;
  const tag = uniqueTag();
  const email = `${tag}@example.org`;
  const booked = await book(tag, start, { email });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const listed = await inConsole('GET', `${MANAGER}?page=1&pageSize=10&filters[email][$eq]=${encodeURIComponent(email)}`);
  expect(listed.status, listed.text.slice(0, 300)).toBe(200);
  expect(listed.body.results).toHaveLength(1);
  const entry = listed.body.results[0] as Record<string, unknown> & { documentId: string; id: number };
  return { start, email, icsUrl: booked.body.tour.ics_url as string, manageUrl: booked.body.tour.manage_url as string, entry };
};

describe('the console and a booked tour still to come', () => {
  it('does not read the hidden fields, in a list or one request', async () => {
    const { entry } = await bookedInConsole();
    const one = await inConsole('GET', `${MANAGER}/${entry.documentId}`);
    expect(one.status, one.text.slice(0, 300)).toBe(200);
    for (const field of HIDDEN) {
      expect(entry, field).not.toHaveProperty(field);
      expect(one.body.data, field).not.toHaveProperty(field);
    }
  });

  it('cannot move it, change its status or delete it; the time stays held and the family keeps its calendar link', async () => {
    const { start, entry, icsUrl } = await bookedInConsole();
    const moved = await inConsole('PUT', `${MANAGER}/${entry.documentId}`, { ...entry, tourStart: new Date(Date.parse(start) + 86_400_000).toISOString() });
    expect(moved.status, moved.text.slice(0, 300)).toBe(400);
    expect(moved.body.error.message).toBe(TOUR_HELD_IN_CONSOLE);
    const status = await inConsole('PUT', `${MANAGER}/${entry.documentId}`, { tourStatus: 'cancelled' });
    expect(status.status, status.text.slice(0, 300)).toBe(400);

    const deleted = await inConsole('DELETE', `${MANAGER}/${entry.documentId}`);
    expect(deleted.status, deleted.text.slice(0, 300)).toBe(409);
    expect(deleted.body.error.message).toBe(MESSAGES.tourStillBooked);

    const tour = (await readTours()).body.records.find((one: { id: number }) => one.id === entry.id);
    expect(tour).toMatchObject({ status: 'booked' });
    expect(Date.parse(tour.start)).toBe(Date.parse(start));
    expect(starts((await readSlots()).records)).not.toContain(start);
    expect((await api.get(icsUrl.replace('/backend/api', ''))).status).toBe(200);
  });

  it('cannot write the hidden fields: the time stays held, the calendar and manage links work, the request stays visible', async () => {
    const { start, entry, icsUrl, manageUrl } = await bookedInConsole();
    const written = await inConsole('PUT', `${MANAGER}/${entry.documentId}`, {
      notes: 'Called them.',
      tourSlot: null,
      calendarTokenHash: 'f'.repeat(64),
      manageTokenHash: 'e'.repeat(64),
      calendarUid: 'not-the-one',
      calendarSequence: 9,
      deletedAt: new Date().toISOString(),
      submissionId: 'x',
    });
    expect(written.status, written.text.slice(0, 300)).toBe(200);
    for (const field of HIDDEN) expect(written.body.data, field).not.toHaveProperty(field);
    expect(starts((await readSlots()).records)).not.toContain(start);
    expect((await api.get(icsUrl.replace('/backend/api', ''))).status).toBe(200);
    expect((await api.get(`/tours/manage.php?token=${new URL(manageUrl, 'http://x').searchParams.get('token')}`)).body.tour.status).toBe('booked');
    expect((await readTours()).body.records.map((one: { id: number }) => one.id)).toContain(entry.id);
    // The same time held twice through the query layer would be a 409 too (the unique key), not a 500.
    const copy = await inConsole('POST', `${MANAGER}/clone/${entry.documentId}`, {});
    expect(copy.status, copy.text.slice(0, 300)).toBe(409);
    expect(copy.body.error.message).toBe(TIME_ALREADY_HELD);
  });

  it('cannot un-hide a deleted request', async () => {
    const tag = uniqueTag();
    const request = await submitInquiry(tag);
    const listed = await inConsole('GET', `${MANAGER}?page=1&pageSize=10&filters[id][$eq]=${request.id}`);
    const documentId = listed.body.results[0].documentId as string;
    const cookie = await admin();
    expect((await api.delete('/inquiries/delete.php', { cookie, json: { id: request.id } })).status).toBe(200);
    const unhidden = await inConsole('PUT', `${MANAGER}/${documentId}`, { deletedAt: null, notes: 'Back?' });
    expect(unhidden.status, unhidden.text.slice(0, 300)).toBe(404);
    expect(await readInbox(tag)).toHaveLength(0);
    const trash = await api.get('/trash/read.php', { cookie });
    expect(trash.body.records.some((record: { type: string; id: number }) => record.type === 'inquiry' && record.id === request.id)).toBe(true);
  });
});
