import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { api, expectFailure, type Reply } from './helpers/http';
import { adminCookie, login, makeUser, type Status } from './helpers/sessions';

const INVALID = 'Invalid email or password.';

const verify = (cookie?: string) => api.get('/users/verify_session.php', { cookie });
const sessionLine = (reply: Reply) => reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='));

/** The attributes of a Set-Cookie line, names lower-cased: `{httponly: '', samesite: 'Lax', ...}`. */
const attributesOf = (line: string) =>
  Object.fromEntries(
    line
      .split(';')
      .slice(1)
      .map((part) => {
        const [name, ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
  );

const expectSignedIn = async (cookie: string, email: string) => {
  const reply = await verify(cookie);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.user.email).toBe(email);
};
const expectSignedOut = async (cookie: string) => expectFailure(await verify(cookie), 401);

let admin = '';
beforeAll(async () => {
  admin = await adminCookie();
});

describe('login', () => {
  it('sets afh_session as an HttpOnly, SameSite=Lax cookie on path / without Secure over plain http', async () => {
    const reply = await api.post('/users/login.php', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(reply.status).toBe(200);
    const line = sessionLine(reply);
    expect(line).toBeDefined();
    expect(line!.split(';')[0]).toMatch(/^afh_session=[A-Za-z0-9_-]{20,}$/);
    const attributes = attributesOf(line!);
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite?.toLowerCase()).toBe('lax');
    expect(attributes.path).toBe('/');
    expect(attributes).not.toHaveProperty('secure');
  });

  it('answers {success: true, user} with role and status and no password', async () => {
    const staff = await makeUser('staff', 'approved', admin);
    const reply = await api.post('/users/login.php', { json: { email: staff.email, password: staff.password } });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.user).toMatchObject({ id: staff.id, email: staff.email, role: 'staff', status: 'approved' });
    // `welcome` (issue 44): one's own record says whether to ask for one's own password.
    expect(Object.keys(reply.body.user).sort()).toEqual(['created_at', 'email', 'id', 'name', 'owner', 'phone', 'role', 'status', 'updated_at', 'welcome']);
  });

  it('refuses a wrong password with 401 "Invalid email or password." and sets no session', async () => {
    const reply = await api.post('/users/login.php', { json: { email: ADMIN_EMAIL, password: 'not-the-password' } });
    expectFailure(reply, 401, INVALID);
    const line = sessionLine(reply);
    if (line) expect(line.split(';')[0]).toBe('afh_session=');
  });

  it('refuses an unknown email with the same 401 "Invalid email or password."', async () => {
    const reply = await api.post('/users/login.php', { json: { email: 'nobody.here@afh.test', password: ADMIN_PASSWORD } });
    expectFailure(reply, 401, INVALID);
  });

  it.each([
    ['the email is missing', { password: ADMIN_PASSWORD }],
    ['the password is missing', { email: ADMIN_EMAIL }],
    ['both are empty', { email: '', password: '' }],
  ])('answers 400 when %s', async (_case, json) => {
    expectFailure(await api.post('/users/login.php', { json }), 400, 'Email and password are required.');
  });

  it.each<Status>(['pending', 'disapproved'])('lets a %s user sign in, and verify_session returns them', async (status) => {
    const person = await makeUser('user', status, admin);
    const reply = await api.post('/users/login.php', { json: { email: person.email, password: person.password } });
    expect(reply.status).toBe(200);
    expect(reply.body.user.status).toBe(status);
    const verified = await verify(sessionLine(reply)!.split(';')[0]);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, user: { id: person.id, status, role: 'user' } });
  });
});

describe('verify_session', () => {
  it('returns the signed-in user', async () => {
    const reply = await verify(admin);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, user: { email: ADMIN_EMAIL, role: 'admin', status: 'approved' } });
  });

  it('answers 401 without a cookie', async () => {
    expectFailure(await verify(), 401);
  });

  it.each([
    ['a garbage cookie', 'afh_session=garbage'],
    ['a well-formed but unknown token', `afh_session=${randomBytes(32).toString('base64url')}`],
  ])('answers 401 with %s', async (_case, cookie) => {
    expectFailure(await verify(cookie), 401);
  });
});

describe('logout', () => {
  it('answers 200, clears the cookie, and the replayed cookie is no longer a session', async () => {
    const person = await makeUser('user', 'approved', admin);
    await expectSignedIn(person.cookie, person.email);
    const reply = await api.post('/users/logout.php', { cookie: person.cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(sessionLine(reply)?.split(';')[0]).toBe('afh_session=');
    await expectSignedOut(person.cookie);
  });

  it('answers 200 without a cookie', async () => {
    const reply = await api.post('/users/logout.php');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });
});

describe('sessions end when an account changes', () => {
  it('an admin changing a user password signs that user out; the new password works and the old one is refused', async () => {
    const person = await makeUser('user', 'approved', admin);
    const second = await login(person.email, person.password);
    const reply = await api.post('/users/change_password.php', { cookie: admin, json: { id: person.id, new_password: 'Brand-new-pass-2' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await expectSignedOut(person.cookie);
    await expectSignedOut(second);
    expectFailure(await api.post('/users/login.php', { json: { email: person.email, password: person.password } }), 401, INVALID);
    await expectSignedIn(await login(person.email, 'Brand-new-pass-2'), person.email);
  });

  it('disapproving a user with update_status signs them out', async () => {
    const person = await makeUser('user', 'approved', admin);
    const reply = await api.post('/users/update_status.php', { cookie: admin, json: { id: person.id, status: 'disapproved' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await expectSignedOut(person.cookie);
  });

  it('disapproving a user with update.php signs them out', async () => {
    const person = await makeUser('staff', 'approved', admin);
    const reply = await api.post('/users/update.php', { cookie: admin, json: { id: person.id, status: 'disapproved' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await expectSignedOut(person.cookie);
  });

  it('deleting a user signs them out', async () => {
    const person = await makeUser('user', 'approved', admin);
    const reply = await api.delete(`/users/delete.php?id=${person.id}`, { cookie: admin });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await expectSignedOut(person.cookie);
  });

  it('an admin changing their own password stays signed in with a fresh session and their other ones end', async () => {
    const other = await makeUser('admin', 'approved', admin);
    try {
      const elsewhere = await login(other.email, other.password);
      const reply = await api.post('/users/change_password.php', { cookie: other.cookie, json: { id: other.id, new_password: 'Own-new-pass-3' } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      // Every session issued under the old password ends; the browser that made the change gets a new one.
      const fresh = reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))?.split(';')[0];
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(other.cookie);
      await expectSignedIn(fresh!, other.email);
      await expectSignedOut(other.cookie);
      await expectSignedOut(elsewhere);
      expect((await api.get('/users/read.php', { cookie: fresh })).status).toBe(200);
    } finally {
      await api.delete(`/users/delete.php?id=${other.id}`, { cookie: admin });
    }
  });
});
