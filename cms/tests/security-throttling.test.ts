import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure, type CallOptions } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

// A server of its own with low limits: 3 failures per account and address, 5 per address, a 60 s block,
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
  it('blocks an account from the address that guessed, with 429 and Retry-After; the owner at her own address still gets in', async () => {
    const owner = person();
    expect((await post('/users/create.php', '10.1.0.1', { json: owner })).status).toBe(201);

    for (let i = 1; i <= 3; i++) expectFailure(await signIn('10.1.1.1', owner.email, 'wrong-guess'), 401);
    // The guessing address waits out the block, even with the right password.
    const retryAfter = expectThrottled(await signIn('10.1.1.1', owner.email, owner.password), /too many failed sign-in attempts/i);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The account's email is matched as the login reads it (case and spaces do not dodge it).
    expectThrottled(await signIn('10.1.1.1', `  ${owner.email.toUpperCase()} `, owner.password), /too many failed/i);

    // The owner, at her own address, is not locked out by a stranger's guesses...
    expect((await signIn('10.1.2.1', owner.email, owner.password)).status).toBe(200);
    // ...and a guesser at another address is throttled on its own count.
    for (let i = 1; i <= 3; i++) expectFailure(await signIn('10.1.3.1', owner.email, 'wrong-guess'), 401);
    expectThrottled(await signIn('10.1.3.1', owner.email, 'another-guess'), /too many failed/i);
    expect((await signIn('10.1.2.1', owner.email, owner.password)).status).toBe(200);
  });

  it('an IPv6 guesser counts as its whole /64, not address by address', async () => {
    const owner = person();
    expect((await post('/users/create.php', '10.1.4.1', { json: owner })).status).toBe(201);
    for (let i = 1; i <= 3; i++) expectFailure(await signIn(`2001:db8:1:2::${i}`, owner.email, 'wrong-guess'), 401);
    expectThrottled(await signIn('2001:db8:1:2:ffff::9', owner.email, 'guess'), /too many failed/i);
    expect((await signIn('2001:db8:1:3::1', owner.email, owner.password)).status).toBe(200);
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
      // Two failures, then a success: never three failures in a row for the account and address.
      expectFailure(await signIn(`10.3.${round}.1`, someone.email, 'wrong-guess'), 401);
      expectFailure(await signIn(`10.3.${round}.1`, someone.email, 'wrong-guess'), 401);
      expect((await signIn(`10.3.${round}.1`, someone.email, someone.password)).status).toBe(200);
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

/** Other spellings of a path that Strapi's router takes for the same route. */
const spellings = (path: string) => {
  const [, dir, file] = path.split('/');
  return [path, `${path}/`, `/${dir}/${file.toUpperCase()}`, `/${dir.toUpperCase()}/${file}`, `/${dir}/${file.toUpperCase()}/`];
};
const postAs = (prefix: string, path: string, ip: string, options: CallOptions = {}) =>
  call('POST', `${prefix}${path}`, { ...options, baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': ip, ...options.headers } });
const PREFIXES = ['/backend/api', '/backend/API', '/BACKEND/api'];

describe('every spelling of a guarded route meets its policies', () => {
  it('sign-in failures count together whatever the spelling, and the block holds on every spelling', async () => {
    const someone = person();
    expect((await post('/users/create.php', '10.9.0.1', { json: someone })).status).toBe(201);
    const variants = spellings('/users/login.php').flatMap((path) => PREFIXES.map((prefix) => [prefix, path] as const));
    for (const [prefix, path] of variants.slice(0, 3)) {
      expectFailure(await postAs(prefix, path, '10.9.1.1', { json: { email: someone.email, password: 'wrong' } }), 401);
    }
    for (const [prefix, path] of variants) {
      expectThrottled(await postAs(prefix, path, '10.9.1.1', { json: { email: someone.email, password: someone.password } }), /too many failed/i);
    }
  });

  it('registrations and contact messages are counted per address whatever the spelling', async () => {
    const message = { firstName: 'Sam', lastName: 'Family', email: 'sam@afh.test', phone: '3605550101', serviceType: 'General Information', message: 'Hello.' };
    const cases = [
      { path: '/contact/submit.php', body: () => message, ip: '10.9.2' },
      { path: '/users/create.php', body: () => person(), ip: '10.9.3' },
    ];
    for (const { path, body, ip } of cases) {
      const variants = spellings(path).flatMap((spelling) => PREFIXES.map((prefix) => [prefix, spelling] as const));
      for (const [index, [prefix, spelling]] of variants.entries()) {
        // Each spelling from an address of its own, after two calls of the usual spelling.
        const address = `${ip}.${index + 1}`;
        for (let i = 0; i < 2; i++) expect((await post(path, address, { json: body() })).status).toBe(201);
        expectThrottled(await postAs(prefix, spelling, address, { json: body() }), /too many requests/i);
      }
    }
  });

  it('a cross-site sign-in is refused on every spelling, cookie or not', async () => {
    const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' };
    for (const path of spellings('/users/login.php')) {
      for (const prefix of PREFIXES) {
        const reply = await postAs(prefix, path, '10.9.4.1', { headers: crossSite, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
        expectFailure(reply, 403, /cross-site request refused/i);
        expect(reply.headers.getSetCookie()).toEqual([]);
      }
    }
    for (const path of ['/admin/login', '/admin/LOGIN', '/admin/login/', '/ADMIN/login']) {
      const reply = await call('POST', path, { baseUrl: server.baseUrl, headers: crossSite, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      expect(reply.status, `${path}: ${reply.text.slice(0, 120)}`).toBe(403);
    }
  });
});

describe('console sign-in', () => {
  it('is throttled like the site sign-in, on every spelling, on top of Strapi own limiter', async () => {
    const consoleSignIn = (path: string, ip: string, password: string) =>
      call('POST', path, { baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': ip }, json: { email: ADMIN_EMAIL, password } });
    const spellingsOfLogin = ['/admin/login', '/admin/LOGIN', '/admin/login/'];
    // Three wrong passwords (the account and address limit here), each in another spelling.
    for (const path of spellingsOfLogin) expect((await consoleSignIn(path, '10.9.5.1', 'wrong-guess')).status).toBe(400);
    // The fourth call is still within Strapi's own limit (5 calls per 5 minutes): this 429 is ours.
    const blocked = await consoleSignIn('/ADMIN/login', '10.9.5.1', ADMIN_PASSWORD);
    expect(blocked.status, blocked.text.slice(0, 120)).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50);
    for (const path of spellingsOfLogin) expect((await consoleSignIn(path, '10.9.5.1', ADMIN_PASSWORD)).status).toBe(429);
    // From another address the owner still signs in to the console.
    expect((await consoleSignIn('/admin/login', '10.9.5.2', ADMIN_PASSWORD)).status).toBe(200);
  });
});
