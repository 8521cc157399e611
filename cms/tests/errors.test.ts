import { describe, expect, it } from 'vitest';
import { admin, countRecords, readAllFaqs } from './helpers/content';
import { api, type CallOptions, type Reply } from './helpers/http';

/** A client error in the legacy shape: a 4xx (one of `statuses` when given), JSON {success: false, message}. */
const expectClientError = (reply: Reply, statuses?: number[]) => {
  const detail = `${reply.status} ${reply.text.slice(0, 200)}`;
  expect(reply.status, detail).toBeGreaterThanOrEqual(400);
  expect(reply.status, detail).toBeLessThan(500);
  if (statuses) expect(statuses, detail).toContain(reply.status);
  expect(reply.headers.get('content-type'), detail).toMatch(/json/);
  expect(reply.body.success, detail).toBe(false);
  expect(typeof reply.body.message, detail).toBe('string');
  expect(reply.text, detail).not.toMatch(/\bat .+\.(js|ts):\d+|SQLITE|stack/i);
};

/** Runs a bad create against services and checks that nothing was stored. */
const badServiceCreate = async (options: CallOptions, statuses?: number[]) => {
  const before = await countRecords('services');
  const reply = await api.post('/services/create.php', { cookie: await admin(), ...options });
  expectClientError(reply, statuses);
  expect(await countRecords('services')).toBe(before);
  return reply;
};

describe('malformed requests', () => {
  it('malformed JSON answers 400 {success: false} and stores nothing', async () => {
    await badServiceCreate({ raw: '{"title":' }, [400]);
  });

  it('a JSON array body answers 400 and stores nothing', async () => {
    await badServiceCreate({ json: [{ title: 'In an array' }] }, [400]);
  });

  it('a JSON string or number body answers 400 and stores nothing', async () => {
    await badServiceCreate({ raw: '"Just a title"' }, [400]);
    await badServiceCreate({ raw: '42' }, [400]);
  });

  it('an empty JSON body answers 400 and stores nothing', async () => {
    await badServiceCreate({ raw: '' }, [400]);
  });

  it('a text/plain body answers a 4xx, not a 500, and stores nothing', async () => {
    await badServiceCreate({ raw: '{"title":"Sent as text"}', headers: { 'Content-Type': 'text/plain' } });
  });

  it('an unsupported content type answers a 4xx, not a 500, and stores nothing', async () => {
    await badServiceCreate({ raw: '<service><title>XML</title></service>', headers: { 'Content-Type': 'application/xml' } });
  });

  it('a 2 MB JSON body answers 413 (or 400) in the JSON shape and stores nothing', async () => {
    const big = { title: 'Huge', description: 'x'.repeat(2 * 1024 * 1024) };
    await badServiceCreate({ json: big }, [413, 400]);
  });

  it('malformed JSON to the FAQ delete answers 400 and deletes nothing', async () => {
    const before = await readAllFaqs();
    const reply = await api.delete('/faqs/delete.php', { cookie: await admin(), raw: '{"id":' });
    expectClientError(reply, [400]);
    expect(await readAllFaqs()).toEqual(before);
  });

  it('a FAQ delete without a body, or with an id that is not a number, answers 400 and deletes nothing', async () => {
    const before = await readAllFaqs();
    expectClientError(await api.delete('/faqs/delete.php', { cookie: await admin() }), [400]);
    expectClientError(await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: 'abc' } }), [400]);
    expectClientError(await api.delete('/faqs/delete.php', { cookie: await admin(), json: [before[0].id] }), [400]);
    expect(await readAllFaqs()).toEqual(before);
  });

  it('malformed JSON to a public call (contact) answers 400, not a 500', async () => {
    expectClientError(await api.post('/contact/submit.php', { raw: '{"firstName": "Ann",' }), [400]);
  });

  it('malformed JSON from an anonymous caller to an admin call answers 400 or 401, never 500', async () => {
    expectClientError(await api.post('/services/create.php', { raw: '{"title":' }), [400, 401]);
  });

  it('an update with a malformed body changes nothing', async () => {
    const [first] = await api.get('/services/read.php', { cookie: await admin() }).then((reply) => reply.body.records);
    const reply = await api.put('/services/update.php', { cookie: await admin(), raw: `{"id": ${first.id}, "title": "Broken` });
    expectClientError(reply, [400]);
    const after = (await api.get('/services/read.php', { cookie: await admin() })).body.records.find((record: { id: number }) => record.id === first.id);
    expect(after).toEqual(first);
  });
});
