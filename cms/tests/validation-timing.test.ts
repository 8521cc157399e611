import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressKey } from '../src/security/client-address';
import { CONTENT_RULES } from '../src/content/rules';
import { parseId } from '../src/content/http';
import { redact } from '../src/security/redact';
import { bodySchemas, parseBody } from '../src/content/validation';
import { loadRequestSchemas } from './helpers/schemas';

/**
 * No validator may take long on any input: Node has one thread, and a backtracking regex on a long
 * field held every request behind it for seconds. Every request schema (the contract's REQUESTS map,
 * the only schemas parseBody takes, so one added later is covered too), every stored-value
 * rule and the few functions that read an id, an address or a log line get long strings built
 * from the characters regexes stumble on; each call must finish within a bound that a linear check
 * meets with room to spare and a quadratic one misses by far.
 */

const LENGTH = 100_000;
/** A quadratic check on LENGTH characters takes seconds; a linear one well under a millisecond. */
const BOUND_MS = 150;

/** Pieces that make regexes backtrack: separators they repeat over, and what ends a match early. */
const PIECE = fc.constantFrom('.', '@', ' ', '\t', '-', '/', 'a', '1', ':', '\\', "'", '"', '<', '(', '%2f', 'select ', 'a@b', 'http://', '_', '\u0000');
const longString = fc
  .tuple(fc.array(PIECE, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '@', ' x', '!', '/', '.', '$2a$10$'))
  .map(([pieces, tail]) => {
    const unit = pieces.join('');
    return unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH) + tail;
  });
/** The shapes that have hurt before, always tried besides the generated ones. */
const KNOWN = [
  'a@' + '.'.repeat(LENGTH) + '@',
  '/'.repeat(LENGTH) + 'x',
  '-'.repeat(LENGTH) + 'x',
  ' '.repeat(LENGTH) + 'x',
  '1'.repeat(LENGTH) + ' '.repeat(LENGTH) + 'x',
  // A log line of many "select" and no "from" (redact's SQL check was quadratic on it).
  'select '.repeat(LENGTH / 5),
];

const runs = Number(process.env.PROPERTY_RUNS ?? 50);

const timed = (run: () => unknown) => {
  const start = performance.now();
  try {
    run();
  } catch {
    // A refusal is an answer: only the time counts here.
  }
  return performance.now() - start;
};

/** Bodies for an object schema: every field at once, and each field alone (as text and as a list). */
const bodiesFor = (schema: z.ZodType, value: string): unknown[] => {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  const keys = Object.keys(shape);
  const all = Object.fromEntries(keys.map((key) => [key, value]));
  return [all, ...keys.flatMap((key) => [{ id: 1, [key]: value }, { id: 1, [key]: [value, value] }]), { [value.slice(0, 2000)]: value }];
};

beforeAll(async () => {
  await loadRequestSchemas();
});

describe('validators finish quickly on any input', () => {
  it('finds the request schemas of every API', () => {
    // A sanity floor: without schemas the checks below would check nothing.
    expect(bodySchemas().size).toBeGreaterThanOrEqual(16);
    expect([...bodySchemas().keys()]).toEqual(expect.arrayContaining(['users/login', 'users/create (registration)', 'contact/submit', 'settings/update', 'services/create', 'faqs/update']));
  });

  it('every request schema, on long adversarial text in every field', () => {
    const slow: string[] = [];
    const check = (value: string) => {
      for (const [name, schema] of bodySchemas()) {
        for (const body of bodiesFor(schema, value)) {
          const ms = timed(() => parseBody(name, body));
          if (ms > BOUND_MS) slow.push(`${name}: ${Math.round(ms)} ms on ${JSON.stringify(value.slice(0, 24))}…`);
        }
      }
    };
    KNOWN.forEach(check);
    fc.assert(
      fc.property(longString, (value) => {
        check(value);
        return slow.length === 0;
      }),
      { numRuns: Math.max(10, Math.round(runs / 5)) },
    );
    expect(slow).toEqual([]);
  }, 120_000);

  it('every stored-value rule (the console writes through these)', () => {
    const rules = Object.entries(CONTENT_RULES).flatMap(([uid, fields]) => Object.entries(fields).map(([field, rule]) => [`${uid}.${field}`, rule] as const));
    expect(rules.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(longString, (value) => rules.every(([, rule]) => timed(() => rule.safeParse(value)) < BOUND_MS && timed(() => rule.safeParse([value])) < BOUND_MS)),
      { numRuns: Math.max(10, Math.round(runs / 5)) },
    );
    for (const value of KNOWN) for (const [name, rule] of rules) expect(timed(() => rule.safeParse(value)), name).toBeLessThan(BOUND_MS);
  }, 60_000);

  it('the id, address and log-line readers', () => {
    const readers: Array<[string, (value: string) => unknown]> = [
      ['parseId', parseId],
      ['addressKey', addressKey],
      ['redact', (value) => redact(`insert into x values ('${value}')`)],
      ['redact (plain)', redact],
    ];
    fc.assert(
      fc.property(longString, (value) => readers.every(([, read]) => timed(() => read(value)) < BOUND_MS)),
      { numRuns: Math.max(10, Math.round(runs / 5)) },
    );
    for (const value of KNOWN) for (const [name, read] of readers) expect(timed(() => read(value)), name).toBeLessThan(BOUND_MS);
  }, 60_000);
});
