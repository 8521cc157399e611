import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/runtime/unavailable';

/**
 * Which failures say the database is out of reach (runtime/unavailable.ts): those are answered 503
 * in plain words, or sent to the outbox, never 500. The outage drill found one it missed: knex puts
 * a long statement before the driver's words, and only the message's start was read.
 */

/** An error as knex throws it for a failed statement: the SQL, then " - " and the driver's message. */
const knexError = (sql: string, words: string, code?: string) => Object.assign(new Error(`${sql} - ${words}`), code ? { code } : {});
const LONG_INSERT = `insert into "public"."activity_entries" (${Array.from({ length: 20 }, (_, i) => `"column_${i}"`).join(', ')}) values (${Array(20).fill('$1').join(', ')}) returning "id"`;

describe('a lost database', () => {
  it('is recognised after a long statement, by code or by the driver\'s words', () => {
    expect(LONG_INSERT.length).toBeGreaterThan(300);
    expect(isDatabaseUnavailable(knexError(LONG_INSERT, 'Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(knexError(LONG_INSERT, 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(knexError(LONG_INSERT, 'terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: knexError(LONG_INSERT, 'Connection terminated unexpectedly') }))).toBe(true);
  });

  it('is not claimed for a statement that failed on its own, however long', () => {
    expect(isDatabaseUnavailable(knexError(LONG_INSERT, 'duplicate key value violates unique constraint "inquiries_submission_id_unique"', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(knexError(LONG_INSERT, 'null value in column "summary" violates not-null constraint', '23502'))).toBe(false);
    // The driver's words in the middle of a 100 KB message (a value a visitor typed) are not read.
    const typed = `${'x'.repeat(50_000)} Connection terminated unexpectedly ${'x'.repeat(50_000)}`;
    expect(isDatabaseUnavailable(knexError(`insert into "faqs" values ('${typed}')`, 'value too long for type character varying(255)', '22001'))).toBe(false);
  });
});
