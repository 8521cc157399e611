import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin } from './helpers/content';
import { api, call } from './helpers/http';
import { anyBody, anyQuery, checkWrites, expectAnonymousRefusal, expectNoPollution, RUNS, send, strayId, type Body } from './helpers/property';
import { login, makeUser, type TestUser } from './helpers/sessions';

// Bad input to the account endpoints (users/*.php): see helpers/property.ts.
// Each property makes a few hundred calls: on a busy machine that takes more than the default 30 s.
vi.setConfig({ testTimeout: 300_000 });

const USER_FIELDS = ['id', 'name', 'email', 'password', 'phone', 'role', 'status', 'new_password', 'actual_password'];

const users = async () => {
  const reply = await api.get('/users/read.php', { cookie: await admin() });
  expect(reply.status).toBe(200);
  return reply.body.records as Array<Record<string, unknown>>;
};
const removeUser = async (id: number) => api.delete(`/users/delete.php?id=${id}`, { cookie: await admin() });

let victim: TestUser;
let original: Record<string, unknown>;
beforeAll(async () => {
  victim = await makeUser('user', 'pending');
  original = (await users()).find((user) => user.id === victim.id)!;
});
afterAll(async () => {
  await removeUser(victim.id);
  await expectNoPollution();
});

const restoreVictim = async () => {
  const { id, name, email, phone, role, status } = original;
  await api.post('/users/update.php', { cookie: await admin(), json: { id, name, email, phone, role, status } });
};
const victimId = () => fc.oneof(fc.constant(victim.id), fc.constant(String(victim.id)), strayId);

describe('account write endpoints under generated input', () => {
  it.each(['anonymous', 'admin'] as const)('create.php (%s): no 5xx, refusals are JSON, a refused sign-up stores nothing', async (who) => {
    const refused = await checkWrites<Body>(
      {
        name: `POST users/create.php (${who})`,
        send: async (body) => send('POST', '/backend/api/users/create.php', body, who === 'admin' ? await admin() : undefined),
        snapshot: users,
        undo: async (_body, reply) => void (await removeUser(reply.body.user.id)),
      },
      anyBody(USER_FIELDS),
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  });

  it('update.php: no 5xx, a refused update leaves every account as it was', async () => {
    await checkWrites<Body>(
      { name: 'POST users/update.php', send: async (body) => send('POST', '/backend/api/users/update.php', body, await admin()), snapshot: users, undo: restoreVictim },
      anyBody(USER_FIELDS, { id: victimId() }),
    );
  });

  it('update_status.php: no 5xx, a refused change leaves every account as it was', async () => {
    await checkWrites<Body>(
      {
        name: 'POST users/update_status.php',
        send: async (body) => send('POST', '/backend/api/users/update_status.php', body, await admin()),
        snapshot: users,
        undo: restoreVictim,
      },
      anyBody(['id', 'status'], { id: victimId() }),
    );
  });

  it('change_password.php: no 5xx, and after refused changes the old password still works', async () => {
    const resetPassword = async () => void (await api.post('/users/change_password.php', { cookie: await admin(), json: { id: victim.id, new_password: victim.password } }));
    await checkWrites<Body>(
      {
        name: 'POST users/change_password.php',
        send: async (body) => send('POST', '/backend/api/users/change_password.php', body, await admin()),
        snapshot: users,
        undo: resetPassword,
      },
      anyBody(['id', 'new_password', 'password'], { id: victimId() }),
    );
    await login(victim.email, victim.password);
  });

  it('delete.php: odd query strings and bodies delete nobody', async () => {
    await checkWrites<[string, Body]>(
      { name: 'DELETE users/delete.php', send: async ([query, body]) => send('DELETE', `/backend/api/users/delete.php${query}`, body, await admin()), snapshot: users },
      fc.tuple(anyQuery(strayId), anyBody(['id'], { id: strayId })),
    );
  });

  it('login.php: generated credentials never sign anyone in or change an account', async () => {
    await checkWrites<Body>(
      {
        name: 'POST users/login.php',
        send: async (body) => {
          const reply = await send('POST', '/backend/api/users/login.php', body);
          expect(reply.headers.getSetCookie().some((line) => /^afh_session=[^;]/.test(line))).toBe(false);
          return reply;
        },
        snapshot: users,
      },
      anyBody(['email', 'password'], { email: fc.constantFrom(victim.email, victim.email.toUpperCase(), ` ${victim.email}`) }),
    );
  });

  it('logout.php: odd bodies and session cookies never give a 5xx', async () => {
    const cookieValue = fc.oneof(fc.string({ unit: fc.constantFrom(...'abcdefXYZ0129-_.=%'), maxLength: 200 }), fc.constantFrom('', 'null', '%00', 'a'.repeat(4000)));
    await checkWrites<[string, Body]>(
      {
        name: 'POST users/logout.php',
        send: async ([value, body]) => {
          const reply = await send('POST', '/backend/api/users/logout.php', body, `afh_session=${value}`);
          return reply;
        },
        snapshot: users,
        undo: async () => undefined,
      },
      fc.tuple(cookieValue, anyBody(['id'])),
    );
    // The first admin's own session survived every stray logout.
    expect((await call('GET', '/backend/api/users/read.php', { cookie: await admin() })).status).toBe(200);
  });

  it.each([
    ['POST', '/users/update.php'],
    ['POST', '/users/update_status.php'],
    ['POST', '/users/change_password.php'],
    ['DELETE', '/users/delete.php'],
  ] as const)('%s %s refuses anonymous generated calls (401 for a well-formed body)', async (method, path) => {
    await checkWrites<Body>(
      {
        name: `${method} ${path} (anonymous)`,
        send: async (body) => expectAnonymousRefusal(body, await send(method, `/backend/api${path}`, body)),
        snapshot: users,
      },
      anyBody(USER_FIELDS, { id: victimId() }),
      Math.ceil(RUNS / 4),
    );
  });
});
