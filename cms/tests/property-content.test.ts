import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, readAll, readAllFaqs } from './helpers/content';
import { api } from './helpers/http';
import { anyBody, anyQuery, checkWrites, expectAnonymousRefusal, expectHandled, expectNoPollution, RUNS, send, strayId, type Body } from './helpers/property';

// Bad input to the content write endpoints (services, programs, FAQs, settings): see helpers/property.ts.
// Each property makes a few hundred calls: on a busy machine that takes more than the default 30 s.
vi.setConfig({ testTimeout: 300_000 });

const SERVICE_FIELDS = ['id', 'title', 'description', 'features', 'image_url', 'alt', 'status', 'featured', 'icon_name'];
const PROGRAM_FIELDS = ['id', 'title', 'description', 'activities', 'image_url', 'alt', 'status', 'featured'];
const FAQ_FIELDS = ['id', 'question', 'answer', 'category', 'status', 'order_index'];
const SETTING_FIELDS = [
  'business_name', 'address', 'phone', 'email', 'emergency_contact', 'company_description', 'mission_statement', 'vision_statement',
  'value_compassion', 'value_excellence', 'value_respect', 'value_integrity', 'residents_count', 'care_availability', 'family_satisfaction', 'daily_meals',
];

/** A record whose fields may be sent back to undo an accepted update. */
type Entry = Record<string, unknown> & { id: number };
const victims: Record<string, Entry> = {};
const created: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const remove of created) await remove();
  await expectNoPollution();
});

const deleteCatalog = async (kind: 'services' | 'programs', id: number) =>
  api.delete(`/${kind}/delete.php?id=${id}`, { cookie: await admin() });
const deleteFaq = async (id: number) => api.delete('/faqs/delete.php', { cookie: await admin(), json: { id } });

beforeAll(async () => {
  const cookie = await admin();
  for (const kind of ['services', 'programs'] as const) {
    const reply = await api.post(`/${kind}/create.php`, { cookie, json: { title: `Property ${kind} victim`, status: 'inactive' } });
    expect(reply.status).toBe(201);
    victims[kind] = reply.body.data;
    created.push(() => deleteCatalog(kind, reply.body.data.id));
  }
  const faq = await api.post('/faqs/create.php', { cookie, json: { question: 'Property victim?', answer: 'Yes.', status: 'inactive' } });
  expect(faq.status).toBe(201);
  victims.faq = faq.body.data;
  created.push(() => deleteFaq(faq.body.data.id));
});

const idOf = (reply: { body: any }) => (reply.body?.data?.id ?? reply.body?.id) as number;

describe.each(['services', 'programs'] as const)('%s write endpoints under generated input', (kind) => {
  const fields = kind === 'services' ? SERVICE_FIELDS : PROGRAM_FIELDS;
  const snapshot = () => readAll(kind);

  it('create.php: no 5xx, refusals are JSON, a refused create stores nothing', async () => {
    const refused = await checkWrites<Body>(
      {
        name: `POST ${kind}/create.php`,
        send: async (body) => send('POST', `/backend/api/${kind}/create.php`, body, await admin()),
        snapshot,
        undo: async (_body, reply) => void (await deleteCatalog(kind, idOf(reply))),
      },
      anyBody(fields),
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  });

  it('update.php: no 5xx, and a refused update leaves the record as it was', async () => {
    const victim = victims[kind];
    await checkWrites<Body>(
      {
        name: `PUT ${kind}/update.php`,
        send: async (body) => send('PUT', `/backend/api/${kind}/update.php`, body, await admin()),
        snapshot,
        undo: async () => void (await api.put(`/${kind}/update.php`, { cookie: await admin(), json: victim })),
      },
      anyBody(fields, { id: fc.oneof(fc.constant(victim.id), fc.constant(String(victim.id)), strayId) }),
    );
  });

  it('delete.php: odd query strings and bodies delete nothing', async () => {
    await checkWrites<[string, Body]>(
      {
        name: `DELETE ${kind}/delete.php`,
        send: async ([query, body]) => send('DELETE', `/backend/api/${kind}/delete.php${query}`, body, await admin()),
        snapshot,
      },
      fc.tuple(anyQuery(strayId), anyBody(['id'], { id: strayId })),
    );
  });
});

describe('FAQ write endpoints under generated input', () => {
  it('create.php: no 5xx, refusals are JSON, a refused create stores nothing', async () => {
    const refused = await checkWrites<Body>(
      {
        name: 'POST faqs/create.php',
        send: async (body) => send('POST', '/backend/api/faqs/create.php', body, await admin()),
        snapshot: readAllFaqs,
        undo: async (_body, reply) => void (await deleteFaq(idOf(reply))),
      },
      anyBody(FAQ_FIELDS),
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  });

  it('update.php: no 5xx, and a refused update leaves the FAQ as it was', async () => {
    const victim = victims.faq;
    await checkWrites<Body>(
      {
        name: 'POST faqs/update.php',
        send: async (body) => send('POST', '/backend/api/faqs/update.php', body, await admin()),
        snapshot: readAllFaqs,
        undo: async () => void (await api.post('/faqs/update.php', { cookie: await admin(), json: victim })),
      },
      anyBody(FAQ_FIELDS, { id: fc.oneof(fc.constant(victim.id), strayId) }),
    );
  });

  it('delete.php: odd bodies and query strings delete nothing', async () => {
    await checkWrites<[string, Body]>(
      {
        name: 'DELETE faqs/delete.php',
        send: async ([query, body]) => send('DELETE', `/backend/api/faqs/delete.php${query}`, body, await admin()),
        snapshot: readAllFaqs,
      },
      fc.tuple(anyQuery(strayId), anyBody(['id'], { id: strayId })),
    );
  });
});

describe('characters databases treat differently', () => {
  // PostgreSQL refuses NUL in text, SQLite stores it: either way the caller gets no 5xx.
  it.each(['with a NUL \u0000 inside', 'lone surrogate \ud800 here', 'emoji \u{1F600} and RTL \u202e text'])(
    'an otherwise valid FAQ %j is refused with a 4xx or stored exactly',
    async (text) => {
      const reply = await api.post('/faqs/create.php', { cookie: await admin(), json: { question: `Q ${text}?`, answer: text } });
      expectHandled(reply, 'POST faqs/create.php');
      if (reply.status === 201) {
        created.push(() => deleteFaq(reply.body.data.id));
        const stored = (await readAllFaqs()).find((faq) => faq.id === reply.body.data.id);
        expect(stored?.answer).toBe(reply.body.data.answer);
      }
    },
  );
});

describe('settings/update.php under generated input', () => {
  const read = async () => (await api.get('/settings/read.php')).body.data as Record<string, unknown>;
  let original: Record<string, unknown>;
  beforeAll(async () => {
    original = await read();
  });
  afterAll(async () => {
    const { updated_at: _ignored, ...fields } = original;
    await api.post('/settings/update.php', { cookie: await admin(), json: fields });
  });

  it('no 5xx, refusals are JSON, and a refused update changes no setting', async () => {
    await checkWrites<Body>(
      {
        name: 'POST settings/update.php',
        send: async (body) => send('POST', '/backend/api/settings/update.php', body, await admin()),
        snapshot: read,
        // A valid subset is a real change: put the original values back.
        undo: async () => {
          const { updated_at: _ignored, ...fields } = original;
          await api.post('/settings/update.php', { cookie: await admin(), json: fields });
        },
      },
      anyBody(SETTING_FIELDS),
    );
  });
});

describe('anonymous callers of the content write endpoints', () => {
  const endpoints = [
    ['POST', '/services/create.php', () => readAll('services')],
    ['PUT', '/programs/update.php', () => readAll('programs')],
    ['DELETE', '/services/delete.php', () => readAll('services')],
    ['POST', '/faqs/create.php', readAllFaqs],
    ['POST', '/faqs/update.php', readAllFaqs],
    ['DELETE', '/faqs/delete.php', readAllFaqs],
    ['POST', '/settings/update.php', async () => (await api.get('/settings/read.php')).body.data],
  ] as const;
  it.each(endpoints)('%s %s refuses every generated call (401 for a well-formed body) and stores nothing', async (method, path, snapshot) => {
    await checkWrites<Body>(
      {
        name: `${method} ${path} (anonymous)`,
        send: async (body) => expectAnonymousRefusal(body, await send(method, `/backend/api${path}`, body)),
        snapshot,
      },
      anyBody(['id', 'title', 'question', 'answer', 'business_name']),
      Math.ceil(RUNS / 4),
    );
  });
});
