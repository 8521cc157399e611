import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryFunnel } from '@afh/contract/records';
import { admin } from './helpers/content';
import { contactForm, readInbox, submitInquiry, uniqueTag, type InquiryRecord } from './helpers/inquiries';
import { api, expectFailure, type Reply } from './helpers/http';
import { makeUser, type Role, type Status } from './helpers/sessions';

const ADMIN_ONLY = 'Access denied. Admin privileges required.';
const KEYS = ['id', 'first_name', 'last_name', 'email', 'phone', 'service_type', 'message', 'status', 'closed_reason', 'notes', 'relationship', 'move_in_timeframe', 'heard_from', 'payment_source', 'preferred_times', 'tour', 'care_needs', 'health_data_consent', 'language', 'created_at', 'updated_at'].sort();

// Other test files share the database: what this file stores, it deletes again.
const created: number[] = [];
const submit = async (tag: string, change: Record<string, string> = {}) => {
  const record = await submitInquiry(tag, change);
  created.push(record.id);
  return record;
};
afterAll(async () => {
  for (const id of created) await api.delete('/inquiries/delete.php', { cookie: await admin(), json: { id } });
});

const update = async (body: unknown) => api.post('/inquiries/update.php', { cookie: await admin(), json: body });
const byId = async (id: number) => (await readInbox()).find((record) => record.id === id);

describe('who may use the inbox', () => {
  type Row = { endpoint: string; send: (cookie: string | undefined, target: InquiryRecord) => Promise<Reply> };
  const ROWS: Row[] = [
    { endpoint: 'GET inquiries/read.php', send: (cookie) => api.get('/inquiries/read.php', { cookie }) },
    { endpoint: 'POST inquiries/update.php', send: (cookie, target) => api.post('/inquiries/update.php', { cookie, json: { id: target.id, status: 'closed', notes: 'Taken over' } }) },
    { endpoint: 'DELETE inquiries/delete.php', send: (cookie, target) => api.delete('/inquiries/delete.php', { cookie, json: { id: target.id } }) },
  ];
  const REFUSED: Array<[string, Role, Status]> = [
    ['a pending user', 'user', 'pending'],
    ['a disapproved user', 'user', 'disapproved'],
    ['an approved user', 'user', 'approved'],
    ['an approved staff member', 'staff', 'approved'],
    ['a pending admin', 'admin', 'pending'],
    ['a disapproved admin', 'admin', 'disapproved'],
  ];
  const callers: Record<string, string> = {};
  const users: number[] = [];
  let target: InquiryRecord;

  beforeAll(async () => {
    target = await submit(uniqueTag());
    for (const [label, role, status] of REFUSED) {
      const user = await makeUser(role, status, await admin());
      users.push(user.id);
      callers[label] = user.cookie;
    }
  });
  afterAll(async () => {
    for (const id of users) await api.delete(`/users/delete.php?id=${id}`, { cookie: await admin() });
  });

  it.each(ROWS)('an anonymous caller is refused $endpoint with 401 and nothing changes', async ({ send }) => {
    expectFailure(await send(undefined, target), 401);
    expectFailure(await send('afh_session=not-a-session', target), 401);
    expect(await byId(target.id)).toEqual(target);
  });

  it.each(REFUSED.flatMap(([label]) => ROWS.map((row) => ({ label, ...row }))))('$label is refused $endpoint with 403 and nothing changes', async ({ label, send }) => {
    expectFailure(await send(callers[label], target), 403, ADMIN_ONLY);
    expect(await byId(target.id)).toEqual(target);
  });
});

describe('inquiries/read.php', () => {
  it('lists every request newest first, with exactly the documented fields; a new one has status new and no notes', async () => {
    const tag = uniqueTag();
    const first = await submit(`${tag}a`, { firstName: 'Ada', serviceType: 'General Information' });
    const second = await submit(`${tag}b`, { firstName: 'Ben' });
    const third = await submit(`${tag}c`, { firstName: 'Cleo' });

    const reply = await api.get('/inquiries/read.php', { cookie: await admin() });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.stringMatching(/^\d+ inquiries found$/) });
    const records = reply.body.records as InquiryRecord[];
    expect(records.slice(0, 3).map((record) => record.id)).toEqual([third.id, second.id, first.id]);
    const times = records.map((record) => Date.parse(record.created_at));
    expect(times.every((time, index) => index === 0 || times[index - 1] >= time)).toBe(true);

    expect(Object.keys(first).sort()).toEqual(KEYS);
    expect(first).toMatchObject({
      first_name: 'Ada',
      last_name: 'Olsen',
      email: 'margaret.olsen@example.org',
      phone: '(360) 555-0123',
      service_type: 'General Information',
      message: contactForm(`${tag}a`).message,
      status: 'new',
      notes: '',
    });
    expect(Number.isNaN(Date.parse(first.created_at))).toBe(false);
  });

  it('?search= matches names, email, phone and message, case-insensitively, every word', async () => {
    const tag = uniqueTag();
    const [name, mail, phone] = [`Zed${tag}`, `inbox.${tag}@example.org`, `(206) 555-${String(Date.now()).slice(-4)}`];
    const byName = await submit(`${tag}n`, { lastName: name });
    const byMail = await submit(`${tag}m`, { email: mail });
    const byPhone = await submit(`${tag}p`, { phone });

    const ids = async (search: string) => (await readInbox(search)).map((record) => record.id);
    expect(await ids(name.toUpperCase())).toEqual([byName.id]);
    expect(await ids(`margaret ${name.toLowerCase()}`)).toEqual([byName.id]);
    expect(await ids(mail)).toEqual([byMail.id]);
    expect(await ids(phone)).toContain(byPhone.id);
    expect(await ids(`[${tag}`)).toEqual([byPhone.id, byMail.id, byName.id]);
    expect(await ids(`${tag} nobody-wrote-this`)).toEqual([]);
    expect((await readInbox('')).length).toBe((await readInbox()).length);
  });

  it.each<[string, string]>([
    ['a search of 201 characters', `?search=${'x'.repeat(201)}`],
    ['a search given twice', '?search=a&search=b'],
    ['a search of 11 words', `?search=${encodeURIComponent('a b c d e f g h i j k')}`],
    ['an unknown parameter', '?sort=oldest'],
  ])('%s answers 400', async (_name, query) => {
    expectFailure(await api.get(`/inquiries/read.php${query}`, { cookie: await admin() }), 400);
  });
});

describe('inquiries/update.php', () => {
  it('sets the stage through contacted, tour booked, toured, moved in and closed, and keeps the visitor’s words', async () => {
    const record = await submit(uniqueTag());
    for (const status of ['contacted', 'tour_booked', 'toured', 'moved_in', 'closed']) {
      const reply = await update({ id: record.id, status });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body).toMatchObject({ success: true, message: 'Inquiry updated successfully.' });
      expect(Object.keys(reply.body.data).sort()).toEqual(KEYS);
      expect(reply.body.data).toMatchObject({ id: record.id, status, message: record.message, first_name: record.first_name });
      expect((await byId(record.id))?.status).toBe(status);
    }
  });

  it('takes the stage\'s name from before issue 45 ("scheduled" is Tour booked), and a reason only with Closed', async () => {
    const record = await submit(uniqueTag());
    const legacy = await update({ id: record.id, status: 'scheduled' });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
    expect(legacy.body.data).toMatchObject({ status: 'tour_booked', closed_reason: '' });

    const closed = await update({ id: record.id, status: 'closed', closed_reason: 'chose_another_home' });
    expect(closed.body.data).toMatchObject({ status: 'closed', closed_reason: 'chose_another_home' });
    expect(await byId(record.id)).toMatchObject({ status: 'closed', closed_reason: 'chose_another_home' });
    // Notes alone keep the stage and its reason.
    expect((await update({ id: record.id, notes: 'They found a place nearer.' })).body.data).toMatchObject({ status: 'closed', closed_reason: 'chose_another_home' });
    // Opened again, the reason goes.
    expect((await update({ id: record.id, status: 'contacted' })).body.data).toMatchObject({ status: 'contacted', closed_reason: '' });
    // A reason without Closed is not kept; an unknown stage or reason is refused, naming the field.
    expect((await update({ id: record.id, closed_reason: 'no_answer' })).body.data).toMatchObject({ status: 'contacted', closed_reason: '' });
    for (const [json, field] of [[{ id: record.id, status: 'lost' }, 'status'], [{ id: record.id, status: 'closed', closed_reason: 'bored' }, 'closed_reason']] as const) {
      const refused = await update(json);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, field });
    }
    expect((await byId(record.id))?.status).toBe('contacted');
  });

  it('stores notes (trimmed) without touching the status; empty notes clear them', async () => {
    const record = await submit(uniqueTag());
    await update({ id: record.id, status: 'contacted' });
    const reply = await update({ id: record.id, notes: '  Called back on Monday.\nTour on Friday at 10.  ' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await byId(record.id)).toMatchObject({ status: 'contacted', notes: 'Called back on Monday.\nTour on Friday at 10.' });

    await update({ id: record.id, notes: '' });
    expect((await byId(record.id))?.notes).toBe('');
  });

  it('an unknown id answers 404', async () => {
    expectFailure(await update({ id: 999999, status: 'closed' }), 404, 'Inquiry not found');
  });

  it.each<[string, (id: number) => unknown]>([
    ['a missing id', () => ({ status: 'closed' })],
    ['an id that is not a number', () => ({ id: 'first', status: 'closed' })],
    ["status 'handled'", (id) => ({ id, status: 'handled' })],
    ['neither status nor notes', (id) => ({ id })],
    ['notes of 5001 characters', (id) => ({ id, notes: 'x'.repeat(5001) })],
    ['notes that are a number', (id) => ({ id, notes: 42 })],
    ['a change to the message', (id) => ({ id, status: 'closed', message: 'Rewritten' })],
    ['a body that is a list', (id) => [id]],
  ])('%s answers 400 and changes nothing', async (_name, body) => {
    const record = await submit(uniqueTag());
    expectFailure(await update(body(record.id)), 400);
    expect(await byId(record.id)).toEqual(record);
  });
});

describe('inquiries/delete.php', () => {
  it('deletes the request with a JSON body {id}', async () => {
    const record = await submit(uniqueTag());
    const reply = await api.delete('/inquiries/delete.php', { cookie: await admin(), json: { id: record.id } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Inquiry deleted successfully.', id: record.id });
    expect(await byId(record.id)).toBeUndefined();
    expectFailure(await api.delete('/inquiries/delete.php', { cookie: await admin(), json: { id: record.id } }), 404);
  });

  it.each<[string, unknown]>([
    ['a missing id', {}],
    ['an id of 0', { id: 0 }],
    ['an extra field', { id: 1, force: true }],
  ])('%s answers 400 and deletes nothing', async (_name, body) => {
    const before = await readInbox();
    expectFailure(await api.delete('/inquiries/delete.php', { cookie: await admin(), json: body }), 400);
    expect(await readInbox()).toEqual(before);
  });

  it('answers a wrong method in the JSON shape, deleting nothing', async () => {
    const before = await readInbox();
    const reply = await api.get('/inquiries/delete.php', { cookie: await admin() });
    expect([404, 405]).toContain(reply.status);
    expect(reply.body).toMatchObject({ success: false });
    expect(await readInbox()).toEqual(before);
  });
});

describe('how the family heard of the home, and the last 90 days (issue 45)', () => {
  const funnel = async () => {
    const reply = await api.get('/inquiries/funnel.php', { cookie: await admin() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as InquiryFunnel;
  };
  const agency = (data: Awaited<ReturnType<typeof funnel>>) => data.sources.find((row) => row.source === 'Placement agency') ?? { requests: 0, tours: 0, moved_in: 0 };

  it('keeps "How did you hear about us?" with any request, optional, and refuses another answer', async () => {
    const said = await submit(uniqueTag(), { heard_from: 'Placement agency', serviceType: 'General Information' });
    expect(said.heard_from).toBe('Placement agency');
    expect((await submit(uniqueTag(), { heard_from: '' })).heard_from).toBe('');
    expect((await submit(uniqueTag())).heard_from).toBe('');
    const refused = await api.post('/contact/submit.php', { json: { ...contactForm(uniqueTag()), heard_from: 'A billboard' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: 'heard_from' });
  });

  it('counts requests, tours and move-ins by source, and the median time to a first answer', async () => {
    const before = await funnel();
    expect(before.days).toBe(90);
    const first = await submit(uniqueTag(), { heard_from: 'Placement agency' });
    const second = await submit(uniqueTag(), { heard_from: 'Placement agency' });
    await submit(uniqueTag());
    // Answered, then moved in: a move-in came through a tour.
    expect((await update({ id: first.id, status: 'contacted' })).status).toBe(200);
    expect((await update({ id: first.id, status: 'moved_in' })).status).toBe(200);
    // Other files write to the same inbox meanwhile: only this source's rows are this test's own.
    const after = await funnel();
    expect(agency(after).requests - agency(before).requests).toBe(2);
    expect(agency(after).tours - agency(before).tours).toBe(1);
    expect(agency(after).moved_in - agency(before).moved_in).toBe(1);
    expect(after.answered).toBeGreaterThan(0);
    expect(after.median_first_answer_minutes).toEqual(expect.any(Number));
    // "Not said" gathers the rest; the rows add up to the total.
    expect(after.sources.map((row) => row.source)).toContain('Not said');
    expect(after.sources.reduce((sum, row) => sum + row.requests, 0)).toBe(after.total.requests);
    // Closed with no answer: still a request of that source, neither a tour nor a move-in.
    expect((await update({ id: second.id, status: 'closed', closed_reason: 'no_answer' })).status).toBe(200);
    expect(agency(await funnel())).toMatchObject({ requests: agency(after).requests, tours: agency(after).tours, moved_in: agency(after).moved_in });
  });
});
