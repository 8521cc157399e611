import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { api, call, expectFailure } from './helpers/http';
import { adminCookie, login, makeUser, uniqueEmail, type TestUser } from './helpers/sessions';

/**
 * The Owner tier (issue 41): the first admin is an owner; only an owner changes another admin's
 * password, role, status or email, deletes an admin, sets the owner flag, edits or tests the Email
 * card, or downloads a backup. A plain admin keeps everything else. (Step-up, the start-up
 * migration and console-linked accounts: owners-step-up.test.ts.)
 */
const OWNER_ONLY = "Only the home's owner can do this.";
const LAST_OWNER = 'The home must keep at least one owner: make another admin an owner first.';

type Listed = { id: number; email: string; role: string; status: string; owner: boolean };

let owner = '';
let ownerId = 0;
let plain: TestUser;
const listed = async (id: number) => ((await api.get('/users/read.php', { cookie: owner })).body.records as Listed[]).find((user) => user.id === id);

beforeAll(async () => {
  owner = await adminCookie();
  const me = await api.get('/users/verify_session.php', { cookie: owner });
  ownerId = me.body.user.id;
  plain = await makeUser('admin', 'approved', owner);
});

/** Other spellings the router takes for a path: letter case and a trailing slash. */
const spellings = (path: string) => {
  const [dir, file] = path.split('/');
  return [path, `${path}/`, `${dir}/${file.toUpperCase()}`, `${dir.toUpperCase()}/${file}`, `${dir.toUpperCase()}/${file.toUpperCase()}/`];
};

type Action = { name: string; method: string; path: string; query?: (victim: TestUser) => string; json?: (victim: TestUser) => unknown };
const ACTIONS: Action[] = [
  { name: "another admin's role", method: 'POST', path: 'users/update.php', json: (victim) => ({ id: victim.id, role: 'staff' }) },
  { name: "another admin's email", method: 'POST', path: 'users/update.php', json: (victim) => ({ id: victim.id, email: uniqueEmail('taken-over') }) },
  { name: "another admin's status", method: 'POST', path: 'users/update_status.php', json: (victim) => ({ id: victim.id, status: 'disapproved' }) },
  { name: 'the owner flag, their own', method: 'POST', path: 'users/update.php', json: () => ({ id: plain.id, owner: true }) },
  { name: "another admin's password", method: 'POST', path: 'users/change_password.php', json: (victim) => ({ id: victim.id, new_password: 'Taken-over-1' }) },
  { name: "the first admin's password", method: 'POST', path: 'users/change_password.php', json: () => ({ id: ownerId, new_password: 'Taken-over-1' }) },
  { name: 'deleting an admin', method: 'DELETE', path: 'users/delete.php', query: (victim) => `?id=${victim.id}` },
  { name: 'the Email card', method: 'POST', path: 'settings/email_update.php', json: () => ({ host: 'smtp.example.org', port: 587 }) },
  { name: 'a test email', method: 'POST', path: 'settings/email_test.php', json: () => ({}) },
  { name: 'a backup download', method: 'GET', path: 'backups/download.php', query: () => '?file=afh-backup-20260101T030000.000Z.tar.gz' },
];

describe('the first admin', () => {
  it('is an owner: sign-in, the session and the list say so', async () => {
    const signIn = await api.post('/users/login.php', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signIn.body.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', owner: true });
    expect((await api.get('/users/verify_session.php', { cookie: owner })).body.user.owner).toBe(true);
    expect(await listed(ownerId)).toMatchObject({ owner: true });
    expect(await listed(plain.id)).toMatchObject({ role: 'admin', owner: false });
  });
});

describe('a plain admin', () => {
  it.each(ACTIONS)('is refused $name with 403 in words, in every spelling, and nothing changes', async (action) => {
    const victim = await makeUser('admin', 'approved', owner);
    const before = await listed(victim.id);
    for (const path of spellings(action.path)) {
      const reply = await call(action.method, `/backend/api/${path}${action.query?.(victim) ?? ''}`, { cookie: plain.cookie, json: action.json?.(victim) });
      expectFailure(reply, 403, OWNER_ONLY);
    }
    expect(await listed(victim.id)).toEqual(before);
    expect(await listed(plain.id)).toMatchObject({ owner: false });
    await login(victim.email, victim.password);
    await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  it('keeps what the spec gives admins: other people, their own account, an admin\u2019s name', async () => {
    const person = await makeUser('user', 'pending', owner);
    const staff = await makeUser('staff', 'approved', owner);
    const other = await makeUser('admin', 'approved', owner);
    const asPlain = (path: string, json: unknown) => api.post(path, { cookie: plain.cookie, json });
    expect((await asPlain('/users/update.php', { id: person.id, role: 'staff', status: 'approved' })).status).toBe(200);
    expect((await asPlain('/users/change_password.php', { id: staff.id, new_password: 'Staff-new-pass-2' })).status).toBe(200);
    await login(staff.email, 'Staff-new-pass-2');
    expect((await asPlain('/users/update.php', { id: other.id, name: 'Renamed Admin', phone: '3605550123' })).status).toBe(200);
    expect((await asPlain('/users/update.php', { id: person.id, role: 'admin' })).status).toBe(200);
    expect((await api.delete(`/users/delete.php?id=${staff.id}`, { cookie: plain.cookie })).status).toBe(200);
    expect((await api.get('/settings/email.php', { cookie: plain.cookie })).status).toBe(200);
    expect((await api.get('/backups/read.php', { cookie: plain.cookie })).status).toBe(200);
  });
});

describe('an owner', () => {
  it("changes another admin's password, role and status, and deletes an admin", async () => {
    const victim = await makeUser('admin', 'approved', owner);
    expect((await api.post('/users/change_password.php', { cookie: owner, json: { id: victim.id, new_password: 'Owner-set-pass-3' } })).status).toBe(200);
    await login(victim.email, 'Owner-set-pass-3');
    expect((await api.post('/users/update.php', { cookie: owner, json: { id: victim.id, role: 'staff' } })).status).toBe(200);
    expect((await api.post('/users/update_status.php', { cookie: owner, json: { id: victim.id, status: 'disapproved' } })).status).toBe(200);
    const admin = await makeUser('admin', 'approved', owner);
    expect((await api.delete(`/users/delete.php?id=${admin.id}`, { cookie: owner })).status).toBe(200);
  });

  it('makes another admin an owner and un-makes one, but never the last', async () => {
    const other = await makeUser('admin', 'approved', owner);
    const made = await api.post('/users/update.php', { cookie: owner, json: { id: other.id, owner: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.user).toMatchObject({ id: other.id, owner: true });
    // The new owner may now act as one, on the first admin too.
    expect((await api.post('/users/update.php', { cookie: other.cookie, json: { id: ownerId, owner: false } })).status).toBe(200);
    expectFailure(await api.post('/users/update.php', { cookie: other.cookie, json: { id: other.id, owner: false } }), 409, LAST_OWNER);
    expectFailure(await api.delete(`/users/delete.php?id=${other.id}`, { cookie: other.cookie }), 409);
    expect((await api.post('/users/update.php', { cookie: other.cookie, json: { id: ownerId, owner: true } })).status).toBe(200);
    expect((await api.delete(`/users/delete.php?id=${other.id}`, { cookie: owner })).status).toBe(200);
    expect(await listed(ownerId)).toMatchObject({ owner: true });
  });

  it('cannot make someone who is not an approved admin an owner (400), and a demoted owner is one no longer', async () => {
    const staff = await makeUser('staff', 'approved', owner);
    expectFailure(await api.post('/users/update.php', { cookie: owner, json: { id: staff.id, owner: true } }), 400);
    expectFailure(await api.post('/users/update.php', { cookie: owner, json: { id: staff.id, owner: 'yes' } }), 400);
    const other = await makeUser('admin', 'approved', owner);
    expect((await api.post('/users/update.php', { cookie: owner, json: { id: other.id, owner: true } })).status).toBe(200);
    expect((await api.post('/users/update.php', { cookie: owner, json: { id: other.id, role: 'staff' } })).status).toBe(200);
    expect(await listed(other.id)).toMatchObject({ role: 'staff', owner: false });
  });
});
