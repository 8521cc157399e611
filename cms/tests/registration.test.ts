import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectFailure } from './helpers/http';
import { adminCookie, login, makeUser, uniqueEmail } from './helpers/sessions';

// The shared test server sends no email, so the promise says an administrator will tell them
// (with SMTP it is the spec's 'You will be notified once approved.': password-reset.test.ts).
const REGISTERED = 'Account created successfully! Your account is pending approval. You will be notified once approved.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const ADMIN_ONLY = 'Access denied. Admin privileges required.';

type Registration = { name?: unknown; email?: unknown; password?: unknown; phone?: unknown; [key: string]: unknown };

const visitor = (overrides: Registration = {}): Registration => ({
  name: 'Rosa Visitor',
  email: uniqueEmail('visitor'),
  password: 'Visitor-pass-1',
  phone: '3605550142',
  ...overrides,
});

const register = (json: unknown, cookie?: string) => api.post('/users/create.php', { json, cookie });

let admin = '';
const listUsers = async () => {
  const reply = await api.get('/users/read.php', { cookie: admin });
  expect(reply.status).toBe(200);
  return reply.body.records as Array<{ id: number; email: string; role: string; status: string }>;
};

beforeAll(async () => {
  admin = await adminCookie();
});

describe('registration through users/create.php', () => {
  it('answers 201 with the pending-approval message', async () => {
    const body = visitor();
    const reply = await register(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toBe(REGISTERED);
    expect(reply.body.user).toMatchObject({ name: body.name, email: body.email, phone: body.phone });
  });

  // A visitor never chooses a role or a status: any field a registration does not take is refused, not dropped.
  it.each([
    ['role', { role: 'admin' }],
    ['status', { status: 'approved' }],
    ['appRole', { appRole: 'admin' }],
    ['approvalStatus', { approvalStatus: 'approved' }],
    ['role', { role: { id: 1 } }],
    ['confirmed', { confirmed: true }],
  ])('answers 400 naming an unknown field (%s) and stores nothing', async (field, extra) => {
    const body = visitor(extra);
    const reply = await register(body);
    expectFailure(reply, 400);
    expect(reply.body.message).toBe(`Unknown field: ${field}`);
    expect((await listUsers()).some((user) => user.email === body.email)).toBe(false);
  });

  it('treats create.php from a signed-in non-admin as a registration too (a role is refused, not taken)', async () => {
    const staff = await makeUser('staff', 'approved', admin);
    const refused = visitor({ role: 'admin', status: 'approved' });
    expectFailure(await register(refused, staff.cookie), 400);
    const body = visitor();
    const reply = await register(body, staff.cookie);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.message).toBe(REGISTERED);
    expect((await listUsers()).find((user) => user.email === body.email)).toMatchObject({ role: 'user', status: 'pending' });
    expect((await listUsers()).some((user) => user.email === refused.email)).toBe(false);
  });

  it.each(['name', 'email', 'password', 'phone'])('answers 400 when %s is missing', async (field) => {
    const body = visitor();
    delete body[field];
    expectFailure(await register(body), 400);
  });

  it.each(['name', 'email', 'password', 'phone'])('answers 400 when %s is blank', async (field) => {
    expectFailure(await register(visitor({ [field]: '   ' })), 400);
  });

  it.each(['not-an-email', 'two@@afh.test', 'no.domain@', 'spaces in@afh.test'])('answers 400 for the invalid email %s', async (email) => {
    expectFailure(await register(visitor({ email })), 400);
  });

  it('answers 400 "Password must be at least 6 characters long" for a 5-character password', async () => {
    expectFailure(await register(visitor({ password: '12345' })), 400, 'Password must be at least 6 characters long');
  });

  it('accepts a 6-character password', async () => {
    expect((await register(visitor({ password: '123456' }))).status).toBe(201);
  });

  it('answers 409 for an email that is already registered', async () => {
    const body = visitor();
    expect((await register(body)).status).toBe(201);
    expectFailure(await register(visitor({ email: body.email })), 409, EMAIL_TAKEN);
  });

  it('answers 409 for an email that differs from a registered one only in case', async () => {
    const body = visitor();
    expect((await register(body)).status).toBe(201);
    expectFailure(await register(visitor({ email: String(body.email).toUpperCase() })), 409, EMAIL_TAKEN);
  });

  it('stores nothing for a rejected registration', async () => {
    const taken = visitor();
    expect((await register(taken)).status).toBe(201);
    const before = await listUsers();
    const rejected = [
      visitor({ name: undefined }),
      visitor({ phone: undefined }),
      visitor({ email: 'not-an-email' }),
      visitor({ password: '12345' }),
      visitor({ email: taken.email }),
      visitor({ email: String(taken.email).toUpperCase(), name: 'Someone Else' }),
    ];
    for (const body of rejected) expect((await register(body)).status).toBeGreaterThanOrEqual(400);
    const after = await listUsers();
    expect(after.length).toBe(before.length);
    expect(after).toEqual(before);
  });
});

describe('a freshly registered (pending) account', () => {
  it('can sign in and is pending', async () => {
    const body = visitor();
    expect((await register(body)).status).toBe(201);
    const reply = await api.get('/users/verify_session.php', { cookie: await login(String(body.email), String(body.password)) });
    expect(reply.body.user).toMatchObject({ email: body.email, role: 'user', status: 'pending' });
  });

  it.each([
    ['GET', '/users/read.php', undefined],
    ['POST', '/users/update_status.php', { id: 1, status: 'disapproved' }],
    ['GET', '/services/read.php', undefined],
    ['GET', '/faqs/admin_read.php', undefined],
    ['POST', '/settings/update.php', { business_name: 'Taken over' }],
  ])('is refused %s %s with 403', async (method, path, json) => {
    const body = visitor();
    expect((await register(body)).status).toBe(201);
    const cookie = await login(String(body.email), String(body.password));
    const reply = method === 'GET' ? await api.get(path, { cookie }) : await api.post(path, { cookie, json });
    expectFailure(reply, 403, ADMIN_ONLY);
  });
});
