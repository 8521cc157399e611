import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';

/** Issue 46: the ways to pay as families know them, in the settings' list and the tour requests' answers. */
const migration = createRequire(import.meta.url)(path.resolve(__dirname, '../database/migrations/2026.11.29T00.00.00.payment-types.js')) as {
  up: (knex: Knex) => Promise<void>;
};

let knex: Knex | undefined;
afterEach(async () => knex?.destroy());
const openDatabase = () => (knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true }));

describe('the payment types migration (issue 46)', () => {
  it('rewrites the former spellings in the settings and the requests, keeps the others, and can run again', async () => {
    const db = openDatabase();
    await db.schema.createTable('settings', (table) => {
      table.increments('id');
      table.json('payment_types');
    });
    await db.schema.createTable('inquiries', (table) => {
      table.increments('id');
      table.string('payment_source');
    });
    await db('settings').insert([
      { payment_types: JSON.stringify(['Private pay', 'Medicaid / COPES', 'Veterans benefits', 'VA benefits']) },
      { payment_types: JSON.stringify(['Long-term care insurance']) },
      { payment_types: null },
      { payment_types: 'not json' },
    ]);
    await db('inquiries').insert([{ payment_source: 'Medicaid / COPES' }, { payment_source: 'Veterans benefits' }, { payment_source: 'Not sure' }, { payment_source: null }]);

    await migration.up(db);
    await migration.up(db);

    const settings = await db('settings').select('payment_types').orderBy('id');
    expect(settings.map((row: { payment_types: string | null }) => row.payment_types)).toEqual([
      // Each once, in the order first met.
      JSON.stringify(['Private pay', 'Medicaid (COPES / Community First Choice)', 'VA benefits']),
      JSON.stringify(['Long-term care insurance']),
      null,
      'not json',
    ]);
    const answers = await db('inquiries').select('payment_source').orderBy('id');
    expect(answers.map((row: { payment_source: string | null }) => row.payment_source)).toEqual(['Medicaid (COPES / Community First Choice)', 'VA benefits', 'Not sure', null]);
  });

  it('leaves a new database alone', async () => {
    const db = openDatabase();
    await migration.up(db);
    expect(await db.schema.hasTable('settings')).toBe(false);
  });
});
