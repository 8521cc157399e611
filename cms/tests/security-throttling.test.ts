import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure, type CallOptions } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

// A server of its own with low limits: 3 failures per account, 5 per address, a 60 s block,
// 2 registrations and 2 contact messages per address. The client address is varied with
// X-Forwarded-For, which this server trusts (TRUST_PROXY on), as it would behind a proxy.
let server: Instance;
beforeAll(async () => {
  server = await startInstance({
    TRUST_PROXY: 'true',
    RATE_LIMIT_LOGIN_ACCOUNT: '3',
    RATE_LIMIT_LOGIN_IP: '5',
    RATE_LIMIT_LOGIN_BLOCK_SECONDS: '60',
    RATE_LIMIT_REGISTER_IP: '2',
    RATE_LIMIT_CONTACT_IP: '2',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
}, 180_000);
afterAll(async () => server?.stop());

const post = (path: string, ip: string, options: CallOptions = {}) =>
  call('POST', `/backend/api${path}`, { ...options, baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': ip, ...options.headers } });

const signIn = (ip: string, email: string, password: string) => post('/users/login.php', ip, { json: { email, password } });

const expectThrottled = (reply: Awaited<ReturnType<typeof post>>, message: RegExp) => {
  expectFailure(reply, 429, message);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
};

let counter = 0;
const person = () => ({ name: 'Pat Doe', email: `throttle.${Date.now()}.${++counter}@afh.test`, password: 'Secret-pass-1', phone: '3605550100' });

describe('sign-in throttling', () => {
  it('blocks an account after its failures, from any address, with 429 and Retry-After; other accounts are not affected', async () => {
    const victim = person();
    expect((await post('/users/create.php', '10.1.0.1', { json: victim })).status).toBe(201);

    for (let i = 1; i <= 3; i++) expectFailure(await signIn(`10.1.1.${i}`, victim.email, 'wrong-guess'), 401);
    // Even the right password, from a fresh address, waits out the block.
    const retryAfter = expectThrottled(await signIn('10.1.1.99', victim.email, victim.password), /too many failed sign-in attempts/i);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The account's email is matched as the login reads it (case and spaces do not dodge it).
    expectThrottled(await signIn('10.1.1.98', `  ${victim.email.toUpperCase()} `, victim.password), /too many failed/i);

    expect((await signIn('10.1.1.97', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });

  it('blocks an address after its failures, whichever accounts it tries', async () => {
    for (let i = 1; i <= 5; i++) expectFailure(await signIn('10.2.0.1', `nobody${i}.${Date.now()}@afh.test`, 'guess'), 401);
    expectThrottled(await signIn('10.2.0.1', ADMIN_EMAIL, ADMIN_PASSWORD), /too many failed sign-in attempts/i);
    // Another address still signs in.
    expect((await signIn('10.2.0.2', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });

  it('counts only failures, and a success clears the account count', async () => {
    const someone = person();
    expect((await post('/users/create.php', '10.3.0.1', { json: someone })).status).toBe(201);

    for (let round = 0; round < 3; round++) {
      // Two failures, then a success: never three failures in a row for the account.
      expectFailure(await signIn(`10.3.${round}.1`, someone.email, 'wrong-guess'), 401);
      expectFailure(await signIn(`10.3.${round}.2`, someone.email, 'wrong-guess'), 401);
      expect((await signIn(`10.3.${round}.3`, someone.email, someone.password)).status).toBe(200);
    }
    // Many successes from one address are not throttled.
    for (let i = 0; i < 8; i++) expect((await signIn('10.3.9.9', someone.email, someone.password)).status).toBe(200);
  });

  it('a validation failure (no password) is not a failed sign-in', async () => {
    for (let i = 0; i < 6; i++) expectFailure(await post('/users/login.php', '10.4.0.1', { json: { email: ADMIN_EMAIL } }), 400);
    expect((await signIn('10.4.0.1', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('registration and contact throttling per address', () => {
  it('registrations beyond the limit get 429 and nothing is stored', async () => {
    expect((await post('/users/create.php', '10.5.0.1', { json: person() })).status).toBe(201);
    expect((await post('/users/create.php', '10.5.0.1', { json: person() })).status).toBe(201);
    const third = person();
    expectThrottled(await post('/users/create.php', '10.5.0.1', { json: third }), /too many requests from your address/i);
    // Not stored: its owner cannot sign in, and another address may register it.
    expectFailure(await signIn('10.5.0.2', third.email, third.password), 401);
    expect((await post('/users/create.php', '10.5.0.3', { json: third })).status).toBe(201);
  });

  it('an admin creating accounts is not throttled as registration', async () => {
    const admin = await signIn('10.6.0.1', ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = admin.headers.getSetCookie()[0].split(';')[0];
    for (let i = 0; i < 4; i++) expect((await post('/users/create.php', '10.6.0.1', { cookie, json: person() })).status).toBe(201);
  });

  it('contact messages beyond the limit get 429, also as a plain form post', async () => {
    const message = { firstName: 'Sam', lastName: 'Family', email: 'sam@afh.test', phone: '3605550101', serviceType: 'General Information', message: 'Hello, we would like to visit.' };
    for (let i = 0; i < 2; i++) expect((await post('/contact/submit.php', '10.7.0.1', { json: message })).status).toBe(201);
    expectThrottled(await post('/contact/submit.php', '10.7.0.1', { json: message }), /too many requests/i);
    expectThrottled(await post('/contact/submit.php', '10.7.0.1', { form: message }), /too many requests/i);
    expect((await post('/contact/submit.php', '10.7.0.2', { json: message })).status).toBe(201);
  });
});

describe('client address', () => {
  it('without TRUST_PROXY, X-Forwarded-For is ignored: a forged header cannot dodge the limit', async () => {
    const plain = await startInstance({ RATE_LIMIT_CONTACT_IP: '1' });
    try {
      const message = { firstName: 'Sam', lastName: 'Family', email: 'sam@afh.test', phone: '3605550101', serviceType: 'General Information', message: 'Hello there.' };
      const send = (ip: string) => call('POST', '/backend/api/contact/submit.php', { baseUrl: plain.baseUrl, json: message, headers: { 'X-Forwarded-For': ip } });
      expect((await send('10.8.0.1')).status).toBe(201);
      expectFailure(await send('10.8.0.2'), 429);
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
