import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

/**
 * Every call takes a body of the size it needs and no more, decided before a byte of the body is
 * read (decision 0028): a caller who is not signed in gets the budget of the call (a few KB for
 * sign-in and password links, the sum of the fields for contact and registration, 4 KB anywhere
 * else), and every body refused from that caller counts against its address. The calls are the
 * router's own list, so a route added later is tried too.
 */

const REFUSED_LIMIT = 4;
let server: Instance;
beforeAll(async () => {
  server = await startInstance({
    TRUST_PROXY: 'true',
    RATE_LIMIT_REFUSED_BODY_IP: String(REFUSED_LIMIT),
    RATE_LIMIT_REGISTER_IP: '100000',
    RATE_LIMIT_CONTACT_IP: '100000',
    RATE_LIMIT_LOGIN_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_IP: '100000',
  });
}, 180_000);
afterAll(async () => server?.stop());

type Answer = { status: number; text: string; headers: http.IncomingHttpHeaders };

/**
 * One request over a raw connection. `declared` sends a Content-Length and no body at all: only a
 * server that answers before reading the body answers it. `chunks` streams a body without a length.
 */
const send = (method: string, path: string, options: { address: string; body?: string; declared?: number; chunks?: string[]; type?: string; cookie?: string }) =>
  new Promise<Answer>((resolve, reject) => {
    const url = new URL(server.baseUrl + path);
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': options.type ?? 'application/json', 'X-Forwarded-For': options.address, Origin: server.baseUrl };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Length'] = Buffer.byteLength(options.body);
    if (options.declared !== undefined) headers['Content-Length'] = options.declared;
    // A kept-alive connection: the server reads and drops the rest of a refused body after its
    // answer, instead of closing while it is still being written (which would lose the answer).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent }, (response) => {
      answered = true;
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text, headers: response.headers });
        request.destroy();
        agent.destroy();
      });
      response.on('error', () => undefined);
    });
    request.on('error', (error) => {
      agent.destroy();
      if (!answered) reject(error);
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer to ${method} ${path} within 20 s`)));
    if (options.body !== undefined) request.end(options.body);
    else if (options.chunks) {
      for (const chunk of options.chunks) request.write(chunk);
      request.end();
    } else request.flushHeaders();
  });

/** `{"0":[[]],"1":[[]],...}` of about `bytes` bytes: many keys, each cheap to send and dear to walk. */
const manyKeys = (bytes: number) => {
  const parts: string[] = [];
  let size = 2;
  for (let key = 0; size < bytes; key++) {
    const part = `"${key}":[[]]`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
};
const MEGABYTE_OF_KEYS = manyKeys(1_000_000);

const concrete = (pattern: string) => pattern.replace('/((?!uploads/).+)', '/services/x').replace('(.*)', 'x.png').replace(':path*', 'x').replace(/:[A-Za-z]+/g, '1');
let addressCount = 0;
const freshAddress = () => `10.40.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;

const bodyCalls = () =>
  server.routes.flatMap((route) => route.methods.filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)).map((method) => ({ method, path: concrete(route.path) })));

describe('every call, from a caller who is not signed in', () => {
  it('finds the calls that take a body, ours and the console’s', () => {
    const calls = bodyCalls().map((entry) => `${entry.method} ${entry.path}`);
    expect(calls).toContain('POST /backend/api/users/login.php');
    expect(calls).toContain('POST /backend/api/contact/submit.php');
    expect(calls).toContain('POST /admin/login');
    expect(calls.length).toBeGreaterThan(60);
  });

  it('refuses a declared megabyte before its body is read, a megabyte of keys, and counts both against the address', async () => {
    const wrong: string[] = [];
    for (const { method, path } of bodyCalls()) {
      const address = freshAddress();
      const answers: number[] = [];
      // Half the refusals are a length with no body behind it, half a real megabyte of keys.
      for (let i = 0; i < REFUSED_LIMIT; i++) {
        const answer = i % 2 === 0 ? await send(method, path, { address, declared: 1_000_000 }) : await send(method, path, { address, body: MEGABYTE_OF_KEYS });
        answers.push(answer.status);
      }
      // The address has used its refusals: even a small body now waits.
      const after = await send(method, path, { address, body: '{}' });
      if (answers.some((status) => status !== 413) || after.status !== 429 || !after.headers['retry-after']) {
        wrong.push(`${method} ${path}: ${answers.join(', ')} then ${after.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('cuts off a body sent without a length at the budget, in other spellings of the path too', async () => {
    const open = ['/backend/api/users/login.php', '/BACKEND/api/Users/LOGIN.php/', '/backend/api/contact/submit.php', '/backend/api/users/create.php', '/backend/api/users/forgot_password.php', '/admin/login', '/ADMIN/login/'];
    for (const path of open) {
      const chunks = Array.from({ length: 100 }, (_, index) => MEGABYTE_OF_KEYS.slice(index * 10_000, (index + 1) * 10_000));
      const answer = await send('POST', path, { address: freshAddress(), chunks });
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(413);
    }
  });

  it('answers a many-key body within the budget of a sign-in with a 400, and counts it', async () => {
    const address = freshAddress();
    const small = manyKeys(3_000);
    for (let i = 0; i < REFUSED_LIMIT; i++) {
      const answer = await send('POST', '/backend/api/users/login.php', { address, body: small });
      expect(answer.status, answer.text.slice(0, 200)).toBe(400);
    }
    expect((await send('POST', '/backend/api/users/login.php', { address, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) })).status).toBe(429);
    // Another address is not affected: the owner signs in.
    expect((await send('POST', '/backend/api/users/login.php', { address: freshAddress(), body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) })).status).toBe(200);
  });
});

describe('what the calls take still goes through', () => {
  // A three-byte character is nine bytes in a form post: the worst encoding a browser uses.
  const long = (character: string, length: number) => character.repeat(length);

  it('a contact request with every field at its longest, in three-byte characters, as a form post and as JSON', async () => {
    const fields = {
      firstName: long('€', 100),
      lastName: long('€', 100),
      email: `${long('a', 60)}@example.org`,
      phone: '(360) 555-0100',
      serviceType: 'Schedule a Tour',
      message: long('€', 5000),
      relationship: long('€', 100),
      move_in_timeframe: '1-3 months',
      payment_source: 'Private pay',
    };
    const form = new URLSearchParams({ ...fields, preferred_times: '2026-12-03 morning' }).toString();
    expect(form.length).toBeGreaterThan(45_000);
    const posted = await send('POST', '/backend/api/contact/submit.php', { address: freshAddress(), body: form, type: 'application/x-www-form-urlencoded' });
    expect(posted.status, posted.text.slice(0, 300)).toBeLessThan(400);
    const json = await send('POST', '/backend/api/contact/submit.php', { address: freshAddress(), body: JSON.stringify({ ...fields, preferred_times: ['2026-12-03 morning'] }) });
    expect(json.status, json.text.slice(0, 300)).toBe(201);
  });

  it('a registration with every field at its longest', async () => {
    const body = JSON.stringify({ name: long('€', 200), email: `${long('b', 60)}@example.org`, password: long('p', 72), phone: long('1', 40) });
    const answer = await send('POST', '/backend/api/users/create.php', { address: freshAddress(), body });
    expect(answer.status, answer.text.slice(0, 300)).toBe(201);
  });

  it("a signed-in admin's large write is taken, and the admin's refusals are never counted", async () => {
    const signIn = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, headers: { Origin: server.baseUrl }, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
    const address = freshAddress();
    const settings = JSON.stringify({ company_description: long('€', 5000), mission_statement: long('€', 2000) });
    expect(Buffer.byteLength(settings)).toBeGreaterThan(20_000);
    const saved = await send('POST', '/backend/api/settings/update.php', { address, body: settings, cookie });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    for (let i = 0; i < REFUSED_LIMIT + 2; i++) {
      const refused = await send('POST', '/backend/api/faqs/create.php', { address, body: JSON.stringify({ question: '' }), cookie });
      expect(refused.status).toBe(400);
    }
  });
});
