import { describe, expect, it } from 'vitest';
import { api, call, expectFailure } from './helpers/http';
import { adminCookie, login, makeUser, uniqueEmail } from './helpers/sessions';

/**
 * An admin's own name, email, phone and password (issue 44): users/update_profile.php, and the
 * `welcome` of one's own record while the password is someone else's choice.
 */
const PROFILE = '/users/update_profile.php';
const WRONG = 'That password is not correct.';
const NEEDED = 'Please enter your current password to change your email or password.';

const profile = (cookie: string, json: unknown) => api.post(PROFILE, { cookie, json });
const signIn = (email: string, password: string) => api.post('/users/login.php', { json: { email, password } });
const ownRecord = async (cookie: string) => (await api.get('/users/verify_session.php', { cookie })).body.user;

describe('welcome', () => {
  it('is on while the password is one an admin chose, and off once the person chooses their own', async () => {
    const person = await makeUser('admin', 'approved');
    expect((await signIn(person.email, person.password)).body.user.welcome).toBe(true);
    expect((await ownRecord(person.cookie)).welcome).toBe(true);

    // The name alone leaves it on: the password is still someone else's.
    const named = await profile(person.cookie, { name: 'Rosa Diaz' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body).toMatchObject({ success: true, message: 'Your profile was saved.', user: { name: 'Rosa Diaz', welcome: true } });

    const chosen = await profile(person.cookie, { current_password: person.password, new_password: 'Rosa-own-pass1' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.user.welcome).toBe(false);
    expect((await signIn(person.email, 'Rosa-own-pass1')).body.user.welcome).toBe(false);

    // An admin setting a new password for her makes it someone else's choice again.
    const admin = await adminCookie();
    expect((await api.post('/users/change_password.php', { cookie: admin, json: { id: person.id, new_password: 'Given-pass-2' } })).status).toBe(200);
    expect((await signIn(person.email, 'Given-pass-2')).body.user.welcome).toBe(true);
  });

  it('is off for a person who registered with their own password, and only one’s own record carries it', async () => {
    const email = uniqueEmail('registered');
    expect((await api.post('/users/create.php', { json: { name: 'Registered', email, password: 'Own-pass-1', phone: '3605550100' } })).status).toBe(201);
    expect((await signIn(email, 'Own-pass-1')).body.user.welcome).toBe(false);

    const listed = (await api.get('/users/read.php', { cookie: await adminCookie() })).body.records as Record<string, unknown>[];
    expect(listed.some((user) => 'welcome' in user)).toBe(false);
  });
});

describe('users/update_profile.php', () => {
  it('changes name and phone without the password, and email and password only with it', async () => {
    const person = await makeUser('admin', 'approved');
    const named = await profile(person.cookie, { name: '  Ana Lopez  ', phone: '(360) 555-0199' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.user).toMatchObject({ id: person.id, name: 'Ana Lopez', email: person.email });
    expect(named.body.user.phone).toMatch(/0199/);

    const newEmail = uniqueEmail('ana');
    expectFailure(await profile(person.cookie, { email: newEmail }), 400, NEEDED);
    expectFailure(await profile(person.cookie, { email: newEmail, current_password: 'Not-it-1' }), 401, WRONG);
    expectFailure(await profile(person.cookie, { new_password: 'Another-1' }), 400, NEEDED);
    // Nothing of a refused call is kept: the name stays, the email and password too.
    expectFailure(await profile(person.cookie, { name: 'Changed', email: newEmail }), 400, NEEDED);
    expect((await ownRecord(person.cookie)).name).toBe('Ana Lopez');

    const moved = await profile(person.cookie, { email: newEmail.toUpperCase(), current_password: person.password });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.user.email).toBe(newEmail);
    expectFailure(await signIn(person.email, person.password), 401);
    expect((await signIn(newEmail, person.password)).status).toBe(200);

    // The same email again needs no password: nothing changes.
    expect((await profile(person.cookie, { email: newEmail })).status).toBe(200);
  });

  it('a new password keeps this session, ends the others, and the old one no longer signs in', async () => {
    const person = await makeUser('admin', 'approved');
    const other = await login(person.email, person.password);
    const changed = await profile(person.cookie, { current_password: person.password, new_password: 'Fresh-pass-9' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const renewed = changed.headers.getSetCookie().find((line) => line.startsWith('afh_session='))?.split(';')[0];
    expect(renewed).toBeDefined();
    expect((await api.get('/users/verify_session.php', { cookie: renewed })).status).toBe(200);
    expect((await api.get('/users/verify_session.php', { cookie: other })).status).toBe(401);
    expectFailure(await signIn(person.email, person.password), 401);
    expect((await signIn(person.email, 'Fresh-pass-9')).status).toBe(200);
  });

  it("refuses another account's email, bad values and unknown fields, and stores nothing", async () => {
    const person = await makeUser('admin', 'approved');
    const taken = await makeUser('user', 'approved');
    const refused = await profile(person.cookie, { email: taken.email, current_password: person.password });
    expectFailure(refused, 409, 'An account with this email already exists.');
    expect(refused.body.field).toBe('email');
    expectFailure(await profile(person.cookie, { name: '' }), 400);
    expectFailure(await profile(person.cookie, { name: 'x'.repeat(201) }), 400);
    expectFailure(await profile(person.cookie, { email: 'not an email', current_password: person.password }), 400);
    expectFailure(await profile(person.cookie, { current_password: person.password, new_password: 'short' }), 400, 'Password must be at least 6 characters long');
    expectFailure(await profile(person.cookie, { current_password: person.password, new_password: 'x'.repeat(73) }), 400);
    expectFailure(await profile(person.cookie, { role: 'admin' }), 400);
    expectFailure(await profile(person.cookie, { id: taken.id, name: 'Someone else' }), 400);
    expect(await ownRecord(person.cookie)).toMatchObject({ email: person.email, name: 'Test admin approved' });
    expect((await ownRecord(taken.cookie)).name).toBe('Test user approved');
  });

  it('is for signed-in admins only, from the site itself, and refuses a body far beyond its fields', async () => {
    expectFailure(await api.post(PROFILE, { json: { name: 'Nobody' } }), 401);
    const user = await makeUser('user', 'approved');
    expectFailure(await profile(user.cookie, { name: 'Not an admin' }), 403);
    const pending = await makeUser('admin', 'pending');
    expectFailure(await profile(pending.cookie, { name: 'Not approved' }), 403);

    const person = await makeUser('admin', 'approved');
    const crossSite = await call('POST', `/backend/api${PROFILE}`, { cookie: person.cookie, json: { name: 'Forged' }, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const huge = await profile(person.cookie, { name: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect((await ownRecord(person.cookie)).name).toBe('Test admin approved');
  });
});
