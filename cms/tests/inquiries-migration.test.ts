import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';

/** The migration from the old `handled` flag to a status, on a database shaped like the old schema. */
const migration = createRequire(import.meta.url)(path.resolve(__dirname, '../database/migrations/2026.11.22T00.00.00.inquiry-status.js')) as {
  up: (knex: Knex) => Promise<void>;
};
/** Issue 45: one stage per request. */
const stages = createRequire(import.meta.url)(path.resolve(__dirname, '../database/migrations/2026.11.28T00.00.00.inquiry-stages.js')) as {
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

describe('the stage migration (issue 45)', () => {
  it('makes scheduled Tour booked, a tour done Toured, a new request with a tour held Tour booked, and leaves the rest', async () => {
    const db = openDatabase();
    await db.schema.createTable('inquiries', (table) => {
      table.increments('id');
      table.string('first_name');
      table.string('inquiry_status');
      table.string('tour_status');
    });
    await db('inquiries').insert([
      { first_name: 'Ada', inquiry_status: 'scheduled', tour_status: null },
      { first_name: 'Ben', inquiry_status: 'contacted', tour_status: 'done' },
      { first_name: 'Cleo', inquiry_status: 'new', tour_status: 'confirmed' },
      { first_name: 'Dan', inquiry_status: 'new', tour_status: 'cancelled' },
      { first_name: 'Eve', inquiry_status: 'closed', tour_status: 'done' },
      { first_name: 'Fay', inquiry_status: 'new', tour_status: null },
    ]);
    await stages.up(db);
    await stages.up(db);
    const rows = await db('inquiries').select('first_name', 'inquiry_status').orderBy('id');
    expect(rows).toEqual([
      { first_name: 'Ada', inquiry_status: 'tour_booked' },
      { first_name: 'Ben', inquiry_status: 'toured' },
      { first_name: 'Cleo', inquiry_status: 'tour_booked' },
      { first_name: 'Dan', inquiry_status: 'new' },
      { first_name: 'Eve', inquiry_status: 'closed' },
      { first_name: 'Fay', inquiry_status: 'new' },
    ]);
  });

  it('leaves a new database alone', async () => {
    const db = openDatabase();
    await stages.up(db);
    expect(await db.schema.hasTable('inquiries')).toBe(false);
  });
});
