import fc from 'fast-check';
import { expect } from 'vitest';
import { baseUrl, call, type Reply } from './http';
import { ANONYMOUS_BYTES } from '../../src/security/body-limits';

/**
 * Property-based checks of the write endpoints (issue 7, Bad input): generated bodies, query
 * strings and multipart parts must never give a 5xx; every 4xx has the JSON error shape; a rejected
 * call stores nothing (the records read back before and after are the same).
 */

/** Runs per property; PROPERTY_RUNS raises it for a longer local hunt. */
export const RUNS = Number(process.env.PROPERTY_RUNS ?? 50);

const ODD_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE faqs; --',
  '\u0000',
  '\ud83d\ude00\u200d\u202e',
  '${process.exit()}',
  '../../../../etc/passwd',
  'null',
  'NaN',
  '-1',
  '1e309',
];

/** Strings that break naive code: unicode, control characters, injections, very long ones. */
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'é\u{1F600}a'.repeat(Math.ceil(n / 3)).slice(0, n)) },
);

/**
 * Text a field may well accept, at and just past the sizes columns have (255, 300, 1000, 5000):
 * web addresses, paths, file names and plain words. A limit the API allows but a column refuses is
 * a 500 on PostgreSQL (varchar(255)), never on SQLite: the suite runs on both.
 */
export const boundaryText = fc
  .tuple(fc.constantFrom(200, 254, 255, 256, 299, 300, 301, 999, 1000, 1001, 4999, 5000, 5001), fc.constantFrom('https://example.org/', '/uploads/', '', 'word '))
  .map(([length, prefix]) => (prefix + 'a'.repeat(length)).slice(0, Math.max(length, prefix.length + 1)));

/** Ids around the 32-bit integer columns' limit, as numbers and as digits. */
export const bigIds = fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, 9_999_999_999, '2147483647', '2147483648', '9999999999', 99_999_999_999);

/** Any value of the wrong kind for a field: numbers, booleans, null, arrays, objects, odd strings. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: boundaryText },
  { weight: 1, arbitrary: bigIds },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text with prototype-pollution keys, written by hand (JSON.stringify drops __proto__). */
const pollutedJson = (fields: string[]) =>
  fc
    .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.dictionary(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }))
    .map(([key, rest]) => {
      const inner = '{"polluted":"yes","isAdmin":true,"role":"admin","appRole":"admin","approvalStatus":"approved"}';
      const payload = key === 'constructor' ? `{"prototype":${inner}}` : inner;
      const others = Object.entries(rest).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
      return `{${[`"${key}":${payload}`, ...others].join(',')}}`;
    });

/**
 * Objects whose keys are the endpoint's own fields (plus stray and pollution keys) and whose
 * values are of any kind; `base` fields (a real id, say) are mixed in half of the time.
 */
export const fieldsBody = (fields: string[], base: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc
    .tuple(
      fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), wrongValue, { maxKeys: fields.length + 2 }),
      fc.record(base, { requiredKeys: [] }),
    )
    .map(([random, fixed]) => ({ ...random, ...fixed }));

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; type: string }
  | { kind: 'form'; fields: Record<string, string> };

/** Every shape a body may take: fields of wrong kinds, any JSON at all, polluted or broken JSON, forms. */
export const anyBody = (fields: string[], base: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: fieldsBody(fields, base).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: pollutedJson(fields).map((text): Body => ({ kind: 'raw', text, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 60 }), fc.constantFrom('application/json', 'text/plain', 'application/xml', 'application/json; charset=latin1'))
        .map(([text, type]): Body => ({ kind: 'raw', text, type })),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), fc.string({ maxLength: 30 }), { maxKeys: 4 })
        .map((fields): Body => ({ kind: 'form', fields })),
    },
  );

/** A query string of odd parameters, `id` among them more often than not. */
export const anyQuery = (ids: fc.Arbitrary<unknown> = wrongValue) =>
  fc
    .tuple(
      fc.option(ids, { nil: undefined, freq: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
      fc.nat(9),
    )
    .map(([id, rest, odd]) => {
      const params = new URLSearchParams(rest);
      // Node itself answers a request line over 16 KB with a bare 431, before the app sees it.
      if (id !== undefined) params.set('id', (typeof id === 'string' ? id : JSON.stringify(id)).slice(0, 2000));
      // Qs-style arrays and operators, which a naive parser turns into objects.
      if (odd === 0) return `?${params.toString()}&id[]=1&id[$ne]=0`;
      return params.size ? `?${params.toString()}` : '';
    });

export const send = (method: string, path: string, body: Body | undefined, cookie?: string): Promise<Reply> => {
  const headers: Record<string, string> = {};
  if (!body) return call(method, path, { cookie });
  if (body.kind === 'json') return call(method, path, { cookie, raw: JSON.stringify(body.value) ?? 'null' });
  if (body.kind === 'form') return call(method, path, { cookie, form: body.fields, headers });
  return call(method, path, { cookie, raw: body.text, headers: { 'Content-Type': body.type } });
};

/** The server's answer was no 5xx, and a refusal had the legacy JSON shape. */
export const expectHandled = (reply: Reply, what: string) => {
  expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (reply.status >= 400) {
    expect(reply.headers.get('content-type') ?? '', what).toContain('application/json');
    expect(reply.body, what).toMatchObject({ success: false, message: expect.any(String) });
    expect(reply.text, `${what}: an internal detail in the message`).not.toMatch(/SQLITE|knex|select |insert into|at .*\.js:\d+|node_modules|stack/i);
  }
};

/**
 * The most an anonymous caller may send to an admin call: a larger body is refused for its size
 * before it is read (413), a smaller one meets the sign-in check (src/security/body-limits.ts).
 */
const SMALLEST_BODY_LIMIT = ANONYMOUS_BYTES;

const bodyBytes = (body: Body) =>
  Buffer.byteLength(body.kind === 'json' ? (JSON.stringify(body.value) ?? '') : body.kind === 'form' ? new URLSearchParams(body.fields).toString() : body.text);

/**
 * An anonymous call to an admin endpoint: a body the parser takes (a JSON object or a form) meets
 * the sign-in check, 401; a body it cannot take (broken JSON, a __proto__ key, a strange
 * charset) may be refused first (400, 413, 415), and so may one over the anonymous budget (413).
 */
export const expectAnonymousRefusal = (body: Body, reply: Reply) => {
  // fast-check's dictionaries may hold an own __proto__ key, which the JSON parser refuses (400).
  const parsable = (value: unknown) => value !== null && typeof value === 'object' && !/"(__proto__|constructor)"/.test(JSON.stringify(value));
  const wellFormed = body.kind === 'form' || (body.kind === 'json' && parsable(body.value));
  if (wellFormed && bodyBytes(body) <= SMALLEST_BODY_LIMIT) expect(reply.status, reply.text).toBe(401);
  else if (wellFormed) expect([401, 413], reply.text).toContain(reply.status);
  else expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
  return reply;
};

export type WriteTarget<Input> = {
  name: string;
  /** The call itself. */
  send: (input: Input) => Promise<Reply>;
  /** What the endpoint could change, read back through the API. */
  snapshot: () => Promise<unknown>;
  /** Whether the reply is a refusal (default: a 4xx). */
  refused?: (reply: Reply) => boolean;
  /** Undoes an accepted call (some generated inputs are valid); undefined: none may be accepted. */
  undo?: (input: Input, reply: Reply) => Promise<void>;
};

/**
 * The property for one endpoint: never a 5xx, a refusal has the JSON error shape, and a refused
 * call leaves the stored records as they were. Returns how many calls were refused.
 */
export const checkWrites = async <Input>(target: WriteTarget<Input>, inputs: fc.Arbitrary<Input>, runs = RUNS) => {
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      const before = await target.snapshot();
      const reply = await target.send(input);
      expectHandled(reply, target.name);
      if (target.refused ? target.refused(reply) : reply.status >= 400) {
        refused++;
        expect(await target.snapshot(), `${target.name} stored something although it answered ${reply.status}`).toEqual(before);
      } else {
        expect(target.undo, `${target.name} accepted ${JSON.stringify(input).slice(0, 300)}`).toBeDefined();
        await target.undo!(input, reply);
      }
    }),
    { numRuns: runs, endOnFailure: true },
  );
  return refused;
};

const looksLikeId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\s*\+?\d+(\.0*)?\s*$/.test(value));

/**
 * Wrong values for an id, and well-formed ids too large to name a record: a generated delete or
 * update must never hit a real record that other test files rely on.
 */
export const strayId = fc.oneof(
  wrongValue.filter((value) => !looksLikeId(value) || Number(value) > 1_000_000),
  fc.integer({ min: 1_000_001, max: 2 ** 31 }),
  bigIds,
);

/** Prototype pollution would show up as these keys on any object the server answers with. */
export const expectNoPollution = async () => {
  const reply = await fetch(`${baseUrl()}/backend/api/settings/read.php`);
  const text = await reply.text();
  expect(text).not.toContain('polluted');
};
