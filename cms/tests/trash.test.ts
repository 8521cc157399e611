import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord, TrashRecord } from '@afh/contract/records';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

/**
 * The trash (issue 32): a delete in the admin waits TRASH_DAYS (30 by default) before it is removed
 * for good, restorable all that time; Recently deleted (trash/read.php) lists it for admins with
 * who deleted it; and the activity log speaks the owner's words. Time is moved by writing the
 * deletion time straight into this instance's own throw-away database, not by waiting.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afh-trash-test-'));
const databaseFile = path.join(dataDir, 'data.db');
let server: Instance;
let knex: Knex;
let cookie: string;

const on = (method: string, url: string, options: { cookie?: string; json?: unknown } = {}) => call(method, `/backend/api${url}`, { cookie, ...options, baseUrl: server.baseUrl });
const signIn = async (email: string, password: string) => {
  const reply = await call('POST', '/backend/api/users/login.php', { json: { email, password }, baseUrl: server.baseUrl });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.headers.getSetCookie()[0].split(';')[0];
};
const trash = async () => {
  const reply = await on('GET', '/trash/read.php');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { success: true; records: TrashRecord[]; trash_days: number };
};

/** Moves a deletion back in time, in the format the database keeps datetimes in (SQLite: milliseconds or text). */
const deletedAgo = async (table: string, id: number, ms: number) => {
  const [row] = await knex(table).where({ id }).select<Array<{ deleted_at: unknown }>>('deleted_at');
  const when = new Date(Date.now() - ms);
  await knex(table).where({ id }).update({ deleted_at: typeof row.deleted_at === 'number' ? when.getTime() : when.toISOString() });
};

const newFaq = async (question: string) => (await on('POST', '/faqs/create.php', { json: { question, answer: 'An answer.' } })).body.data.id as number;
const deleteFaq = (id: number) => on('DELETE', '/faqs/delete.php', { json: { id } });

beforeAll(async () => {
  server = await startInstance({ DATABASE_FILENAME: databaseFile });
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: databaseFile }, useNullAsDefault: true });
  cookie = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 180_000);
afterAll(async () => {
  await knex?.destroy();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a deleted record waits in the trash for TRASH_DAYS', () => {
  it('answers restorable_until 30 days on, and restores it days later, long past the old 60 seconds', async () => {
    const id = await newFaq('Kept for a month?');
    const deleted = await deleteFaq(id);
    expect(deleted.status).toBe(200);
    expect(Math.abs(Date.parse(deleted.body.restorable_until) - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    await deletedAgo('faqs', id, 29 * DAY_MS);
    const restored = await on('POST', '/faqs/restore.php', { json: { id } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ success: true, message: 'FAQ restored.', data: { id, question: 'Kept for a month?' } });
    const listed = (await on('GET', '/faqs/admin_read.php')).body.data as Array<{ id: number }>;
    expect(listed.map((faq) => faq.id)).toContain(id);
  });

  it('is past restoring after TRASH_DAYS, leaves the trash, and is removed for good at the next purge', async () => {
    const id = await newFaq('Gone after a month?');
    expect((await deleteFaq(id)).status).toBe(200);
    await deletedAgo('faqs', id, 31 * DAY_MS);
    expect((await trash()).records.map((record) => `${record.type}:${record.id}`)).not.toContain(`faq:${id}`);
    expectFailure(await on('POST', '/faqs/restore.php', { json: { id } }), 404, 'FAQ not found');
    // Any delete purges what is past the period (the minute timer does too).
    expect((await deleteFaq(await newFaq('Another one'))).status).toBe(200);
    expect(await knex('faqs').where({ id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('Recently deleted (GET trash/read.php)', () => {
  it('answers 401 without a session and 403 to anyone but an approved admin', async () => {
    expectFailure(await on('GET', '/trash/read.php', { cookie: '' }), 401);
    const email = `trash.staff.${Date.now()}@afh.test`;
    const made = await on('POST', '/users/create.php', { json: { name: 'Trash Staff', email, password: 'Secret-pass-1', phone: '3605550100', role: 'staff', status: 'approved' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expectFailure(await on('GET', '/trash/read.php', { cookie: await signIn(email, 'Secret-pass-1') }), 403);
  });

  it('lists each deleted record newest first, with its title, when, by whom and until when, and nothing else', async () => {
    const service = (await on('POST', '/services/create.php', { json: { title: 'Trash service' } })).body.data.id as number;
    const member = (await on('POST', '/team/create.php', { json: { name: 'Rosa Trash', role: 'Caregiver' } })).body;
    expect(member.success, JSON.stringify(member)).toBe(true);
    const faq = await newFaq('Trash question?');
    expect((await on('DELETE', `/services/delete.php?id=${service}`)).status).toBe(200);
    expect((await on('DELETE', '/team/delete.php', { json: { id: member.data.id } })).status).toBe(200);
    expect((await deleteFaq(faq)).status).toBe(200);
    // Three distinct moments: the FAQ newest, then the team member, then the service.
    await deletedAgo('services', service, 3 * DAY_MS);
    await deletedAgo('team_members', member.data.id, 2 * DAY_MS);

    const { success, records, trash_days } = await trash();
    expect(success).toBe(true);
    expect(trash_days).toBe(30);
    const ours = records.filter((record) => ['Trash service', 'Rosa Trash', 'Trash question?'].includes(record.title));
    expect(ours.map((record) => [record.type, record.id, record.title])).toEqual([
      ['faq', faq, 'Trash question?'],
      ['team-member', member.data.id, 'Rosa Trash'],
      ['service', service, 'Trash service'],
    ]);
    const times = records.map((record) => Date.parse(record.deleted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const record of ours) {
      expect(Object.keys(record).sort()).toEqual(['deleted_at', 'deleted_by', 'id', 'restorable_until', 'title', 'type']);
      expect(record.deleted_by).toBe('Site Administrator');
      expect(Date.parse(record.restorable_until) - Date.parse(record.deleted_at)).toBe(30 * DAY_MS);
    }
    // Restored, it leaves the trash.
    expect((await on('POST', '/services/restore.php', { json: { id: service } })).status).toBe(200);
    expect((await trash()).records.some((record) => record.type === 'service' && record.id === service)).toBe(false);
  });
});

describe('the activity log in plain words', () => {
  const history = async (type: string, id: number) =>
    ((await on('GET', `/activity/read.php?type=${type}&target_id=${id}`)).body as { records: ActivityRecord[] }).records;
  /** What the activity screen prints: summaries, labels and values (thumbnails are pictures, not text). */
  const visibleText = (entries: ActivityRecord[]) =>
    JSON.stringify(entries.map((entry) => [entry.summary, entry.changes.map((change) => [change.label, change.before, change.after])]));

  it('names a person by the fields the owner knows, and a password change only as "Password changed"', async () => {
    const person = { name: 'Plain Words', email: `plain.${Date.now()}@afh.test`, password: 'Secret-pass-1', phone: '3605550100', role: 'staff', status: 'pending' };
    const made = await on('POST', '/users/create.php', { json: person });
    const id = made.body.user.id as number;
    expect((await on('POST', '/users/change_password.php', { json: { id, new_password: 'Another-pass-2' } })).status).toBe(200);
    const [changed, created] = await history('user', id);
    for (const internal of ['Sign-in method', 'Email confirmed', 'Blocked', 'documentId', 'Username', 'provider', 'confirmed', 'blocked']) {
      expect(visibleText([changed, created])).not.toContain(internal);
    }
    expect(created.changes.map((change) => change.label)).toEqual(expect.arrayContaining(['Full name', 'Email', 'Phone']));
    expect(changed.summary).toBe('User Plain Words updated: Password changed');
    expect(changed.changes).toEqual([{ field: 'password', label: 'Password', before: null, after: null, secret: true }]);
  });

  it('shows a replaced picture as "Photo replaced" with thumbnails, never its address as text', async () => {
    const made = await on('POST', '/services/create.php', { json: { title: 'Pictured service', image_url: '/uploads/first-picture.jpg', alt: 'The first picture' } });
    const id = made.body.data.id as number;
    expect((await on('PUT', '/services/update.php', { json: { id, image_url: '/uploads/second-picture.jpg' } })).status).toBe(200);
    const [replaced, created] = await history('service', id);
    expect(replaced.summary).toBe('Service "Pictured service" updated: Photo replaced');
    expect(replaced.changes).toEqual([{ field: 'imageUrl', label: 'Photo replaced', before: null, after: null, thumbnails: { before: '/uploads/first-picture.jpg', after: '/uploads/second-picture.jpg' } }]);
    expect(created.changes.find((change) => change.field === 'imageUrl')).toMatchObject({ label: 'Photo added', before: null, after: null });
    expect(visibleText([replaced, created])).not.toContain('/uploads/');
  });
});
