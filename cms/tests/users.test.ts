import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from './helpers/accounts';
import { api, expectFailure } from './helpers/http';
import { adminCookie, login, makeUser, uniqueEmail } from './helpers/sessions';

const LAST_ADMIN = 'The last approved admin cannot be deleted, demoted or disapproved.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_KEYS = ['created_at', 'email', 'has_password', 'id', 'name', 'owner', 'phone', 'role', 'status', 'updated_at'];

type Listed = { id: number; name: string; email: string; phone: string; role: string; status: string; has_password: boolean };

let admin = '';
const listUsers = async (cookie = admin) => {
  const reply = await api.get('/users/read.php', { cookie });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.records as Listed[];
};
const listed = async (id: number, cookie = admin) => (await listUsers(cookie)).find((user) => user.id === id);
const create = (json: Record<string, unknown>) => api.post('/users/create.php', { cookie: admin, json });
const update = (json: Record<string, unknown>, cookie = admin) => api.post('/users/update.php', { cookie, json });
const updateStatus = (json: Record<string, unknown>, cookie = admin) => api.post('/users/update_status.php', { cookie, json });
const remove = (id: unknown, cookie = admin) => api.delete(`/users/delete.php?id=${String(id)}`, { cookie });
const changePassword = (json: Record<string, unknown>) => api.post('/users/change_password.php', { cookie: admin, json });

beforeAll(async () => {
  admin = await adminCookie();
});

describe('creating and listing users (admin)', () => {
  it('stores a user with the given role and status', async () => {
    const email = uniqueEmail('staff');
    const reply = await create({ name: 'Sam Staff', email, password: 'Staff-pass-1', phone: '3605550111', role: 'staff', status: 'approved' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ success: true, message: 'User created successfully.', user: { email, role: 'staff', status: 'approved' } });
    expect(await listed(reply.body.user.id)).toMatchObject({ name: 'Sam Staff', email, phone: '3605550111', role: 'staff', status: 'approved' });
  });

  it('defaults to role user and status pending', async () => {
    const reply = await create({ name: 'Dee Default', email: uniqueEmail('default'), password: 'Default-pass-1' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.user).toMatchObject({ role: 'user', status: 'pending' });
  });

  it('lists every user with has_password true and never a password or hash', async () => {
    const person = await makeUser('user', 'approved', admin);
    const records = await listUsers();
    expect(records.find((user) => user.id === person.id)).toMatchObject({ email: person.email, has_password: true });
    for (const record of records) expect(Object.keys(record).sort()).toEqual(USER_KEYS);
  });
});

describe('updating users (admin)', () => {
  it('changes name, email, phone, role and status', async () => {
    const person = await makeUser('user', 'pending', admin);
    const email = uniqueEmail('renamed');
    const changes = { name: 'Renamed Person', email, phone: '2065550199', role: 'staff', status: 'approved' };
    const reply = await update({ id: person.id, ...changes });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'User updated successfully.', user: { id: person.id, ...changes } });
    expect(await listed(person.id)).toMatchObject(changes);
  });

  it.each([
    ['the same', (email: string) => email],
    ['an upper-case', (email: string) => email.toUpperCase()],
  ])('answers 409 for %s email of another user and changes nothing', async (_case, spell) => {
    const [first, second] = [await makeUser('user', 'approved', admin), await makeUser('user', 'approved', admin)];
    const before = await listed(second.id);
    expectFailure(await update({ id: second.id, email: spell(first.email), name: 'Should not stick' }), 409, EMAIL_TAKEN);
    expect(await listed(second.id)).toEqual(before);
  });

  it('update_status changes the status', async () => {
    const person = await makeUser('user', 'pending', admin);
    const reply = await updateStatus({ id: person.id, status: 'approved' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, user: { id: person.id, status: 'approved' } });
    expect((await listed(person.id))?.status).toBe('approved');
  });

  it('update_status approves with the role the approval chose, and the person is then an admin', async () => {
    const person = await makeUser('user', 'pending', admin);
    const reply = await updateStatus({ id: person.id, status: 'approved', role: 'admin' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.user).toMatchObject({ id: person.id, status: 'approved', role: 'admin' });
    expect(await listed(person.id)).toMatchObject({ status: 'approved', role: 'admin' });
    // The new admin gets into the admin's calls.
    const cookie = await login(person.email, person.password);
    expect((await api.get('/users/read.php', { cookie })).status).toBe(200);
  });

  it.each([
    ['update.php with role superuser', 'update', { role: 'superuser' }],
    ['update.php with status active', 'update', { status: 'active' }],
    ['update_status.php with status banned', 'status', { status: 'banned' }],
    ['update_status.php with role superuser', 'status', { status: 'approved', role: 'superuser' }],
    ['update_status.php with a name', 'status', { status: 'approved', name: 'Sneaky' }],
    ['update.php with an unknown field', 'update', { is_admin: true }],
    ['update.php with a number as name', 'update', { name: 42 }],
  ])('answers 400 for %s and changes nothing', async (_case, call, fields) => {
    const person = await makeUser('user', 'pending', admin);
    const before = await listed(person.id);
    const body = { id: person.id, ...fields };
    expectFailure(await (call === 'update' ? update(body) : updateStatus(body)), 400);
    expect(await listed(person.id)).toEqual(before);
  });

  it('answers 400 for an invalid role in create.php and stores nothing', async () => {
    const email = uniqueEmail('badrole');
    expectFailure(await create({ name: 'Bad Role', email, password: 'Bad-role-1', role: 'owner' }), 400);
    expect((await listUsers()).some((user) => user.email === email)).toBe(false);
  });

  it('answers 404 for an unknown id in update.php', async () => {
    expectFailure(await update({ id: 999999, name: 'Nobody' }), 404);
  });
});

describe('change_password (admin)', () => {
  it.each([
    ['id', { new_password: 'Good-pass-1' }],
    ['new_password', { id: 1 }],
  ])('answers 400 "Missing required fields" without %s', async (_case, json) => {
    expectFailure(await changePassword(json), 400, 'Missing required fields');
  });

  it('answers 400 "Password must be at least 6 characters long" for 5 characters', async () => {
    const person = await makeUser('user', 'approved', admin);
    expectFailure(await changePassword({ id: person.id, new_password: '12345' }), 400, 'Password must be at least 6 characters long');
    await login(person.email, person.password);
  });

  it('answers 404 "User not found" for an unknown id', async () => {
    expectFailure(await changePassword({ id: 999999, new_password: 'Good-pass-1' }), 404, 'User not found');
  });

  it('answers "Password changed successfully." and the new password signs in', async () => {
    const person = await makeUser('user', 'approved', admin);
    const reply = await changePassword({ id: person.id, new_password: 'Changed-pass-9' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Password changed successfully.' });
    await login(person.email, 'Changed-pass-9');
  });
});

describe('deleting users (admin)', () => {
  it('deletes the user and the id leaves the list', async () => {
    const person = await makeUser('user', 'approved', admin);
    const reply = await remove(person.id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'User deleted successfully.', id: person.id });
    expect((await listUsers()).some((user) => user.id === person.id)).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    expectFailure(await remove(999999), 404);
  });

  it.each(['abc', '-3', '1.5', ''])('answers 400 for id=%s', async (id) => {
    const before = await listUsers();
    expectFailure(await remove(id), 400);
    expect(await listUsers()).toEqual(before);
  });
});

describe('the last approved admin', () => {
  let firstId = 0;
  const isActiveAdmin = (user: Listed) => user.role === 'admin' && user.status === 'approved';

  // Other files may leave approved admins behind: the first admin must be the only one here.
  beforeEach(async () => {
    const records = await listUsers();
    const first = records.find((user) => user.email === ADMIN_EMAIL);
    expect(first && isActiveAdmin(first), 'the first admin is an approved admin').toBe(true);
    firstId = first!.id;
    for (const other of records.filter((user) => isActiveAdmin(user) && user.id !== firstId)) {
      expect((await remove(other.id)).status).toBe(200);
    }
    expect((await listUsers()).filter(isActiveAdmin).map((user) => user.id)).toEqual([firstId]);
  });

  it.each([
    ['deleted', () => remove(firstId)],
    ['demoted to staff with update.php', () => update({ id: firstId, role: 'staff' })],
    ['demoted to user with update.php', () => update({ id: firstId, role: 'user' })],
    ['disapproved with update_status.php', () => updateStatus({ id: firstId, status: 'disapproved' })],
    ['disapproved with update.php', () => update({ id: firstId, status: 'disapproved' })],
  ])('cannot be %s (409) and nothing changes', async (_case, attempt) => {
    const before = await listed(firstId);
    expectFailure(await attempt(), 409, LAST_ADMIN);
    expect(await listed(firstId)).toEqual(before);
    expect((await api.get('/users/verify_session.php', { cookie: admin })).status).toBe(200);
  });

  it('can be demoted once a second approved admin exists (by an owner: issue 41)', async () => {
    const second = await makeUser('admin', 'approved', admin);
    expect((await update({ id: second.id, owner: true })).status).toBe(200);
    try {
      const reply = await update({ id: firstId, role: 'staff' }, second.cookie);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect((await listed(firstId, second.cookie))?.role).toBe('staff');
      // Now the second admin is the last one.
      expectFailure(await remove(second.id, second.cookie), 409, LAST_ADMIN);
    } finally {
      const restored = await update({ id: firstId, role: 'admin', status: 'approved', owner: true }, second.cookie);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect((await remove(second.id)).status).toBe(200);
    }
  });
});
