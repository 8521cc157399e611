import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

// A server of its own with short sessions: 4 s idle (last-seen written at most every second),
// 12 s absolute. It sits "behind a proxy" (TRUST_PROXY): X-Forwarded-Proto says whether the
// visitor used HTTPS. The contact form posts to an outside form service.
let server: Instance;
beforeAll(async () => {
  server = await startInstance({
    TRUST_PROXY: 'true',
    SESSION_IDLE_MINUTES: String(4 / 60),
    SESSION_MAX_AGE_HOURS: String(12 / 3600),
    VITE_CONTACT_FORM_ACTION: 'https://forms.example.org/f/abc123',
  });
}, 180_000);
afterAll(async () => server?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (proto = 'http') => {
  const reply = await call('POST', '/backend/api/users/login.php', {
    baseUrl: server.baseUrl,
    headers: { 'X-Forwarded-Proto': proto },
    json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const line = reply.headers.getSetCookie().find((cookie) => cookie.startsWith('afh_session='))!;
  return { line, cookie: line.split(';')[0] };
};

const verify = (cookie: string) => call('GET', '/backend/api/users/verify_session.php', { baseUrl: server.baseUrl, cookie });

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, with an expiry, and not Secure over plain HTTP', async () => {
    const { line } = await signIn('http');
    const attributes = line.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes.some((part) => part.startsWith('expires='))).toBe(true);
    expect(attributes).not.toContain('secure');
  });

  it('is Secure when the visitor came over HTTPS (the proxy says so), and HSTS is sent then only', async () => {
    const { line } = await signIn('https');
    expect(line.split(';').map((part) => part.trim().toLowerCase())).toContain('secure');

    const https = await fetch(`${server.baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https', Accept: 'text/html' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const http = await fetch(`${server.baseUrl}/`, { headers: { Accept: 'text/html' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('session expiry', () => {
  it('ends after the idle time without use', async () => {
    const { cookie } = await signIn();
    expect((await verify(cookie)).status).toBe(200);
    await sleep(5000);
    expectFailure(await verify(cookie), 401);
    // The session is gone for good, not just this check.
    expectFailure(await verify(cookie), 401);
  }, 30_000);

  it('stays while in use (sliding idle expiry), and still ends at its absolute lifetime', async () => {
    const { cookie } = await signIn();
    const started = Date.now();
    // Used every 1.5 s: never idle for 4 s, so it lives well beyond the idle time...
    while (Date.now() - started < 9000) {
      expect((await verify(cookie)).status, `${Date.now() - started} ms after sign-in`).toBe(200);
      await sleep(1500);
    }
    // ...but not beyond the 12 s lifetime, however busy.
    while (Date.now() - started < 13_000) {
      await verify(cookie);
      await sleep(1000);
    }
    expectFailure(await verify(cookie), 401);
  }, 40_000);
});

describe('form-action', () => {
  it('allows our own origin and the configured outside form service', async () => {
    const response = await fetch(`${server.baseUrl}/contact`, { headers: { Accept: 'text/html' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|; )form-action 'self' https:\/\/forms\.example\.org(;|$)/);
  });
});
