import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, readAllFaqs } from './helpers/content';
import { api, baseUrl, call, expectFailure } from './helpers/http';
import { login } from './helpers/sessions';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { startInstance } from './helpers/instance';

const REFUSED = /cross-site request refused/i;
/** A GET with a Host header of our choosing (fetch does not let one set it). */
const hostRequest = (base: string, path: string, host: string) =>
  new Promise<{ body: string; vary: string }>((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ body, vary: String(response.headers.vary ?? '') }));
    });
    request.on('error', reject);
    request.end();
  });
/** The CORS headers of a reply, as "name: value". */
const corsHeaders = (response: { headers: Headers }) => [...response.headers].filter(([name]) => name.startsWith('access-control-')).map(([name, value]) => `${name}: ${value}`);
const FOREIGN = 'https://evil.example';

// What this file creates, it deletes again (the database is shared with other test files).
const created: number[] = [];
afterAll(async () => {
  for (const id of created) await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id } });
});

const createFaq = async (headers: Record<string, string>) => {
  const question = `Cross-site check ${Date.now()} ${Math.random()}?`;
  const reply = await api.post('/faqs/create.php', { cookie: await admin(), headers, json: { question, answer: 'An answer.' } });
  if (reply.status === 201) created.push(reply.body.data.id);
  const stored = (await readAllFaqs()).some((faq) => faq.question === question);
  return { reply, stored };
};

describe('cross-site requests carrying the session cookie', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN }],
    ['Sec-Fetch-Site: same-site (a sibling sub-domain)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.afh.test' }],
    ['a foreign Origin (no Sec-Fetch-Site: an older browser)', { Origin: FOREIGN }],
    ['Origin: null (a sandboxed frame or a data: page)', { Origin: 'null' }],
    ['a look-alike Origin', { Origin: `${'http://127.0.0.1'}.evil.example` }],
  ])('%s is refused with 403 and nothing is stored', async (_name, headers) => {
    const { reply, stored } = await createFaq(headers);
    expectFailure(reply, 403, REFUSED);
    expect(stored).toBe(false);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'ignored' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ["the site's own Origin (no Sec-Fetch-Site)", () => ({ Origin: baseUrl() })],
    ['an allow-listed origin (CORS_ORIGINS), even same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:5173' }],
    ['neither header (a script, curl)', {}],
  ])('%s is allowed', async (_name, headers) => {
    const { reply, stored } = await createFaq(typeof headers === 'function' ? headers() : headers);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(stored).toBe(true);
  });

  it('a cross-site logout is refused and the session stays', async () => {
    const cookie = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expectFailure(await api.post('/users/logout.php', { cookie, headers: { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN } }), 403, REFUSED);
    expect((await api.get('/users/verify_session.php', { cookie })).status).toBe(200);
  });

  it('a cross-site sign-in (login CSRF) is refused even without a cookie', async () => {
    const reply = await api.post('/users/login.php', { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN }, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expectFailure(reply, 403, REFUSED);
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('safe methods are not affected: a cross-site GET with the cookie is answered', async () => {
    const reply = await api.get('/faqs/admin_read.php', { cookie: await admin(), headers: { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN } });
    expect(reply.status).toBe(200);
  });

  it("the contact form's plain form post from our own page still works (303), also when signed in", async () => {
    const form = { firstName: 'Sam', lastName: 'Family', email: 'sam@afh.test', phone: '3605550101', serviceType: 'General Information', message: 'A visit, please.' };
    const own = { 'Sec-Fetch-Site': 'same-origin', Origin: baseUrl() };
    const signedIn = await api.post('/contact/submit.php', { cookie: await admin(), form, headers: own });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toMatch(/\/contact\?sent=1$/);
    const anonymous = await api.post('/contact/submit.php', { form, headers: own });
    expect(anonymous.status).toBe(303);
    // From elsewhere with the cookie: refused.
    expectFailure(await api.post('/contact/submit.php', { cookie: await admin(), form, headers: { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN } }), 403);
  });

  it("the Strapi console's cookie calls (token refresh, logout) are covered too", async () => {
    const headers = { 'Sec-Fetch-Site': 'cross-site', Origin: FOREIGN, Cookie: 'strapi_admin_refresh=anything' };
    for (const path of ['/admin/access-token', '/admin/logout']) {
      const reply = await call('POST', path, { headers, json: {} });
      expect(reply.status, path).toBe(403);
    }
    // The console's own API otherwise needs its bearer token: a cookie alone does nothing.
    const sameOrigin = await call('GET', '/admin/users/me', { cookie: await admin(), headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOrigin.status).toBe(401);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${baseUrl()}/backend/api/faqs/create.php`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });

  it.each([FOREIGN, 'null', 'http://localhost:5173.evil.example'])('%s gets no credentialed grant, on a preflight or a GET', async (origin) => {
    for (const response of [await preflight(origin), await fetch(`${baseUrl()}/backend/api/faqs/read.php`, { headers: { Origin: origin } })]) {
      expect(corsHeaders(response)).toEqual([]);
    }
  });

  it('a request without Origin (not a cross-origin call) gets no CORS header at all', async () => {
    for (const path of ['/backend/api/faqs/read.php', '/backend/api/users/verify_session.php', '/', '/robots.txt']) {
      expect(corsHeaders(await fetch(`${baseUrl()}${path}`)), path).toEqual([]);
    }
    const login = await api.post('/users/login.php', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(corsHeaders(login)).toEqual([]);
  });

  it('by default only the site itself (PUBLIC_URL) is an allowed origin: no localhost development origin', async () => {
    const plain = await startInstance({ PUBLIC_URL: 'https://home.example.org' });
    try {
      const ask = (origin: string) =>
        fetch(`${plain.baseUrl}/backend/api/faqs/read.php`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(corsHeaders(await ask('http://localhost:5173'))).toEqual([]);
      expect(corsHeaders(await ask('http://localhost:1337'))).toEqual([]);
      const own = await ask('https://home.example.org');
      expect(own.headers.get('access-control-allow-origin')).toBe('https://home.example.org');
      expect(own.headers.get('access-control-allow-credentials')).toBe('true');
      // With PUBLIC_URL set, a foreign Host header changes nothing in what is sent.
      const robots = await hostRequest(plain.baseUrl, '/robots.txt', 'evil.example');
      expect(robots.body).toContain('https://home.example.org/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');
      expect(robots.vary).not.toMatch(/host/i);
    } finally {
      await plain.stop();
    }
  }, 120_000);

  it('an allow-listed origin (CORS_ORIGINS) gets the grant with credentials', async () => {
    const response = await preflight('http://localhost:5173');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each([
    ['the site (HTML)', '/', { Accept: 'text/html' }],
    ['a client route of the site', '/contact', { Accept: 'text/html' }],
    ['a public API answer', '/backend/api/faqs/read.php', {}],
    ['an API error', '/backend/api/no-such-thing.php', {}],
    ["the console's API", '/admin/init', {}],
    ['an uploaded-file miss', '/uploads/missing.png', {}],
  ])('%s: CSP without inline script, nosniff, Referrer-Policy, no framing, no HSTS over HTTP', async (_name, path, headers) => {
    const response = await fetch(baseUrl() + path, { headers });
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
