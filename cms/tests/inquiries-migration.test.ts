import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';

/** The migration from the old `handled` flag to a status, on a database shaped like the old schema. */
const migration = createRequire(import.meta.url)(path.resolve(__dirname, '../database/migrations/2026.11.22T00.00.00.inquiry-status.js')) as {
  up: (knex: Knex) => Promise<void>;
};

let knex: Knex | undefined;
afterEach(async () => knex?.destroy());
const openDatabase = () => (knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true }));

describe('the inquiry status migration', () => {
  it('turns handled requests into closed ones and the others into new ones', async () => {
    const db = openDatabase();
    await db.schema.createTable('inquiries', (table) => {
      table.increments('id');
      table.string('first_name');
      table.boolean('handled');
    });
    await db('inquiries').insert([
      { first_name: 'Ada', handled: true },
      { first_name: 'Ben', handled: false },
      { first_name: 'Cleo', handled: null },
    ]);

    await migration.up(db);
    const rows = await db('inquiries').select('first_name', 'inquiry_status').orderBy('id');
    expect(rows).toEqual([
      { first_name: 'Ada', inquiry_status: 'closed' },
      { first_name: 'Ben', inquiry_status: 'new' },
      { first_name: 'Cleo', inquiry_status: 'new' },
    ]);
  });

  it('leaves a new database (no inquiries table) and an already migrated one alone', async () => {
    const db = openDatabase();
    await migration.up(db);
    expect(await db.schema.hasTable('inquiries')).toBe(false);

    await db.schema.createTable('inquiries', (table) => {
      table.increments('id');
      table.string('inquiry_status');
    });
    await db('inquiries').insert({ inquiry_status: 'scheduled' });
    await migration.up(db);
    expect(await db('inquiries').select('inquiry_status')).toEqual([{ inquiry_status: 'scheduled' }]);
  });
});
