import { afterAll, describe, expect, it } from 'vitest';
import { admin, readAllFaqs } from './helpers/content';
import { api, expectFailure } from './helpers/http';

const CATEGORIES = ['general', 'services', 'pricing', 'facilities'];
const FAQ_KEYS = ['id', 'question', 'answer', 'category', 'status', 'order_index', 'created_at', 'updated_at'].sort();

// Other test files share the database: what this file creates, it deletes again.
const created: number[] = [];
afterAll(async () => {
  for (const id of created) await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id } });
});

const createFaq = async (fields: Record<string, unknown>) => {
  const reply = await api.post('/faqs/create.php', { cookie: await admin(), json: fields });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  created.push(reply.body.data.id);
  return reply.body.data as Record<string, any>;
};

const publicFaqs = async () => {
  const reply = await api.get('/faqs/read.php');
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.data as Array<Record<string, any>>;
};

const isAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);

describe('FAQs', () => {
  it('the seeded data has 12 FAQs across all four categories', async () => {
    const all = await readAllFaqs();
    expect(all).toHaveLength(12);
    expect([...new Set(all.map((faq) => faq.category))].sort()).toEqual([...CATEGORIES].sort());
  });

  it('read.php answers {success: true, data} with active FAQs in ascending order_index', async () => {
    const data = await publicFaqs();
    expect(data.length).toBeGreaterThan(0);
    expect(Object.keys(data[0]).sort()).toEqual(FAQ_KEYS);
    expect(data.every((faq) => faq.status === 'active')).toBe(true);
    expect(isAscending(data.map((faq) => faq.order_index))).toBe(true);
  });

  it('read.php leaves out inactive FAQs; admin_read lists them with {success, data, message}', async () => {
    const hidden = await createFaq({ question: 'Hidden question?', answer: 'Hidden answer.', status: 'inactive' });
    expect((await publicFaqs()).map((faq) => faq.id)).not.toContain(hidden.id);

    const reply = await api.get('/faqs/admin_read.php', { cookie: await admin() });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(typeof reply.body.message).toBe('string');
    expect(reply.body.data.find((faq: { id: number }) => faq.id === hidden.id)).toMatchObject({ status: 'inactive' });
    expect(isAscending(reply.body.data.map((faq: { order_index: number }) => faq.order_index))).toBe(true);
  });

  it('admin_read refuses an anonymous caller with 401', async () => {
    expectFailure(await api.get('/faqs/admin_read.php'), 401);
  });

  it('create puts the FAQ last (previous max order_index + 1) with category general and status active', async () => {
    const maxBefore = Math.max(...(await readAllFaqs()).map((faq) => faq.order_index));
    const reply = await api.post('/faqs/create.php', { cookie: await admin(), json: { question: 'Is there parking?', answer: 'Yes, in front.' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created.push(reply.body.data.id);
    expect(reply.body).toMatchObject({ success: true, message: 'FAQ created successfully.' });
    // The admin's answer carries the record's translations (issue 47): none yet.
    expect(Object.keys(reply.body.data).sort()).toEqual([...FAQ_KEYS, 'translations'].sort());
    expect(reply.body.data.translations).toEqual({});
    expect(reply.body.data).toMatchObject({ question: 'Is there parking?', answer: 'Yes, in front.', category: 'general', status: 'active', order_index: maxBefore + 1 });

    const next = await createFaq({ question: 'And bikes?', answer: 'A rack by the door.', category: 'facilities' });
    expect(next).toMatchObject({ category: 'facilities', order_index: maxBefore + 2 });
    expect((await publicFaqs()).at(-1)?.id).toBe(next.id);
  });

  it('update keeps order_index when it is sent back unchanged and changes question, answer, category and status', async () => {
    const faq = await createFaq({ question: 'Old question?', answer: 'Old answer.' });
    const changes = { question: 'New question?', answer: 'New answer.', category: 'pricing', status: 'inactive' };
    const reply = await api.post('/faqs/update.php', { cookie: await admin(), json: { ...faq, ...changes } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'FAQ updated successfully.' });
    expect(reply.body.data).toMatchObject({ id: faq.id, order_index: faq.order_index, ...changes });

    const stored = (await readAllFaqs()).find((entry) => entry.id === faq.id);
    expect(stored).toMatchObject({ order_index: faq.order_index, ...changes });
  });

  it('delete with a JSON body {id} removes the FAQ', async () => {
    const faq = await createFaq({ question: 'Soon gone?', answer: 'Yes.' });
    const reply = await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: faq.id } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'FAQ deleted successfully.', id: faq.id });
    expect((await readAllFaqs()).map((entry) => entry.id)).not.toContain(faq.id);
  });

  it('delete of an unknown id answers 404', async () => {
    expectFailure(await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: 999999 } }), 404);
  });

  it('update of an unknown id answers 404', async () => {
    expectFailure(await api.post('/faqs/update.php', { cookie: await admin(), json: { id: 999999, question: 'Q?', answer: 'A.' } }), 404);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a missing question', { answer: 'An answer.' }],
    ['an empty question', { question: '  ', answer: 'An answer.' }],
    ['a missing answer', { question: 'A question?' }],
    ["category 'other'", { question: 'A question?', answer: 'An answer.', category: 'other' }],
    ["status 'archived'", { question: 'A question?', answer: 'An answer.', status: 'archived' }],
    ['an unknown field', { question: 'A question?', answer: 'An answer.', priority: 1 }],
  ])('create with %s answers 400 and stores nothing', async (_name, body) => {
    const before = await readAllFaqs();
    expectFailure(await api.post('/faqs/create.php', { cookie: await admin(), json: body }), 400);
    expect(await readAllFaqs()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a missing question', { question: undefined }],
    ['a missing answer', { answer: undefined }],
    ["category 'other'", { category: 'other' }],
    ['a negative order_index', { order_index: -1 }],
  ])('update with %s answers 400 and changes nothing', async (_name, changes) => {
    const faq = await createFaq({ question: 'Stable question?', answer: 'Stable answer.' });
    expectFailure(await api.post('/faqs/update.php', { cookie: await admin(), json: { ...faq, ...changes } }), 400);
    expect((await readAllFaqs()).find((entry) => entry.id === faq.id)).toEqual(faq);
  });
});
