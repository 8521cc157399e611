import { expect } from 'vitest';
import { call } from './http';
import type { Instance } from './instance';

/**
 * Calls to an extra instance (helpers/instance.ts) as the site and as the console, for tests that
 * sign in there. `current` is read on every call, so a test that restarts its instance keeps these.
 * Console sign-ins each come from an address of their own under `consolePrefix` (X-Forwarded-For,
 * with TRUST_PROXY): Strapi's own console limiter allows five per address.
 */
export const instanceCalls = (current: () => Instance, consolePrefix: string) => {
  const site = (method: string, urlPath: string, options: { cookie?: string; json?: unknown } = {}) => call(method, `/backend/api${urlPath}`, { ...options, baseUrl: current().baseUrl });
  const siteSignIn = async (email: string, password: string) => {
    const reply = await site('POST', '/users/login.php', { json: { email, password } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { cookie: reply.headers.getSetCookie()[0].split(';')[0], id: reply.body.user.id as number };
  };
  let address = 0;
  const consoleSignIn = (email: string, password: string) => {
    address++;
    return call('POST', '/admin/login', { baseUrl: current().baseUrl, headers: { 'X-Forwarded-For': `${consolePrefix}.${Math.floor(address / 250)}.${address % 250}` }, json: { email, password } });
  };
  const consoleCall = (method: string, urlPath: string, token: string, json?: unknown) =>
    call(method, urlPath, { baseUrl: current().baseUrl, headers: { Authorization: `Bearer ${token}` }, json });
  return { site, siteSignIn, consoleSignIn, consoleCall };
};
