import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

/**
 * The attack surface: every route Strapi's router holds, called by every kind of caller, must give
 * exactly the answer listed here. A route that is added (by us, a plugin or an upgrade) and not
 * listed fails the test until someone decides who may call it.
 */

const CALLERS = ['anonymous', 'pending', 'disapproved', 'user', 'staff', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
/** The status each caller gets; a list where more than one is right (Strapi's own throttling). */
type Expected = Record<Caller, number | number[]>;

const all = (status: number | number[]): Expected => ({ anonymous: status, pending: status, disapproved: status, user: status, staff: status, admin: status });
/** Admin calls: no session 401, a session of anyone but an approved admin 403. */
const adminOnly = (admin: number | number[]): Expected => ({ anonymous: 401, pending: 403, disapproved: 403, user: 403, staff: 403, admin });
const signedIn = (anonymous: number, others: number): Expected => ({ ...all(others), anonymous });

// The legacy API. Write calls are sent with an empty JSON body: an admin gets the 400 of
// validation, which proves the call got past the guard (and nothing is changed).
const LEGACY: Record<string, Expected> = {
  'POST /backend/api/users/login.php': all(400),
  'POST /backend/api/users/logout.php': all(200),
  'GET /backend/api/users/verify_session.php': signedIn(401, 200),
  'POST /backend/api/users/create.php': all(400),
  'GET /backend/api/users/read.php': adminOnly(200),
  'POST /backend/api/users/update.php': adminOnly(400),
  'POST /backend/api/users/update_status.php': adminOnly(400),
  'DELETE /backend/api/users/delete.php': adminOnly(400),
  'POST /backend/api/users/change_password.php': adminOnly(400),
  // Step-up before an owner's action (issue 41): an admin's own password again.
  'POST /backend/api/users/confirm_password.php': adminOnly(400),
  // One's own profile (issue 44): an empty body changes nothing and is answered with one's own record.
  'POST /backend/api/users/update_profile.php': adminOnly(200),
  // Anyone may ask for a reset link or use one; an empty body is refused by validation.
  // Whether a link can be emailed (the page says so before anything is sent).
  'GET /backend/api/users/forgot_password.php': all(200),
  'POST /backend/api/users/forgot_password.php': all(400),
  'POST /backend/api/users/reset_password.php': all(400),
  'GET /backend/api/faqs/read.php': all(200),
  'GET /backend/api/faqs/admin_read.php': adminOnly(200),
  'POST /backend/api/faqs/create.php': adminOnly(400),
  'POST /backend/api/faqs/update.php': adminOnly(400),
  'DELETE /backend/api/faqs/delete.php': adminOnly(400),
  'POST /backend/api/contact/submit.php': all(400),
  // The header's text size without JavaScript (decision 0047): an empty body names no size.
  'POST /backend/api/site/text_size.php': all(400),
  'POST /backend/api/upload_image.php': adminOnly(400),
  'POST /backend/api/documents/upload.php': adminOnly(400),
  'GET /backend/api/programs/public_read.php': all(200),
  'GET /backend/api/programs/read.php': adminOnly(200),
  'POST /backend/api/programs/create.php': adminOnly(400),
  'PUT /backend/api/programs/update.php': adminOnly(400),
  'DELETE /backend/api/programs/delete.php': adminOnly(400),
  'GET /backend/api/services/public_read.php': all(200),
  'GET /backend/api/services/read.php': adminOnly(200),
  'POST /backend/api/services/create.php': adminOnly(400),
  'PUT /backend/api/services/update.php': adminOnly(400),
  'DELETE /backend/api/services/delete.php': adminOnly(400),
  'GET /backend/api/settings/read.php': all(200),
  // The settings with the owner's translations (issue 47).
  'GET /backend/api/settings/admin_read.php': adminOnly(200),
  // Every settings field is optional: an empty update changes nothing and answers 200.
  'POST /backend/api/settings/update.php': adminOnly(200),
  // The Email card (issue 32): the read answers, the update with an empty body changes nothing, and
  // the test of a site with email off is refused with a 400.
  'GET /backend/api/settings/email.php': adminOnly(200),
  'POST /backend/api/settings/email_update.php': adminOnly(200),
  'POST /backend/api/settings/email_test.php': adminOnly(400),
  'GET /backend/api/inquiries/read.php': adminOnly(200),
  'GET /backend/api/inquiries/export.php': adminOnly(200),
  'POST /backend/api/inquiries/update.php': adminOnly(400),
  'DELETE /backend/api/inquiries/delete.php': adminOnly(400),
  'GET /backend/api/system/health.php': adminOnly(200),
  'GET /backend/api/backups/read.php': adminOnly(200),
  // Takes a backup (it has no body to refuse); 409 if the one before is still running.
  'POST /backend/api/backups/create.php': adminOnly([201, 409]),
  'GET /backend/api/backups/download.php': adminOnly(400),
  // Undo of a deletion: an empty body is refused by validation.
  'POST /backend/api/services/restore.php': adminOnly(400),
  'POST /backend/api/programs/restore.php': adminOnly(400),
  'POST /backend/api/faqs/restore.php': adminOnly(400),
  'POST /backend/api/inquiries/restore.php': adminOnly(400),
  // Tour times (issue 33): the open times are public, a calendar file needs its token; the list and changes are the admin's.
  'GET /backend/api/tours/slots.php': all(200),
  'GET /backend/api/tours/calendar.php': all(400),
  // The family's manage link (issue 45): anyone with a token; without one, a 400.
  'GET /backend/api/tours/manage.php': all(400),
  'POST /backend/api/tours/reschedule.php': all(400),
  'POST /backend/api/tours/cancel.php': all(400),
  // Alerts on the admins' devices (issue 45): the key is read; a change without a device's subscription is a 400.
  'GET /backend/api/notifications/key.php': adminOnly(200),
  'POST /backend/api/notifications/subscribe.php': adminOnly(400),
  'POST /backend/api/notifications/unsubscribe.php': adminOnly(400),
  'POST /backend/api/notifications/test.php': adminOnly(400),
  'GET /backend/api/tours/read.php': adminOnly(200),
  'GET /backend/api/tours/follow_up.php': adminOnly(200),
  'GET /backend/api/inquiries/funnel.php': adminOnly(200),
  'POST /backend/api/tours/update.php': adminOnly(400),
  // Releases a burst of bookings (issue 41): an empty body cancels those made in the last hour (none here).
  'POST /backend/api/tours/cancel_recent.php': adminOnly(200),
  // The activity log: read only, admins only.
  'GET /backend/api/activity/read.php': adminOnly(200),
  'GET /backend/api/trash/read.php': adminOnly(200),
  // The home in photos, its team and the words of families: public lists, admin writes.
  ...Object.fromEntries(
    (['gallery', 'team', 'testimonials'] as const).flatMap((folder) => [
      [`GET /backend/api/${folder}/read.php`, all(200)],
      [`GET /backend/api/${folder}/admin_read.php`, adminOnly(200)],
      [`POST /backend/api/${folder}/create.php`, adminOnly(400)],
      [`POST /backend/api/${folder}/update.php`, adminOnly(400)],
      [`DELETE /backend/api/${folder}/delete.php`, adminOnly(400)],
      [`POST /backend/api/${folder}/restore.php`, adminOnly(400)],
      ...(folder === 'testimonials' ? [] : [[`POST /backend/api/${folder}/reorder.php`, adminOnly(400)]]),
    ]),
  ),
};

// The site, the uploads and the console's page (404 where the console is not built, as in CI's API
// run; its static shell where it is), and the health checks.
const SERVING: Record<string, Expected> = {
  'GET /': all(200),
  'GET /((?!uploads/).+)': all(200),
  'GET /uploads/(.*)': all(404),
  'GET /cms/:path*': all([404, 200]),
  'GET /_health': all(204),
  'POST /_health': all(204),
  // The monitors' probes (issue 43): anyone, the same answer whoever asks.
  'GET /healthz': all(200),
  'GET /readyz': all(200),
  // Off unless METRICS_TOKEN is set (it is not for this server): the same 404 for everyone.
  'GET /metrics': all(404),
};

// The Strapi console's API: its own bearer tokens, never our session cookie. These few answer
// without one (sign-in, first-run and public information); every other console route
// (tests/fixtures/console-routes.json) answers 401 to all our callers.
const CONSOLE_PUBLIC: Record<string, Expected> = {
  'GET /admin/init': all(200),
  'GET /admin/project-type': all(200),
  'GET /admin/information': all(401),
  'GET /admin/telemetry-properties': all(401),
  'GET /admin/plugins': all(401),
  'GET /admin/license-trial-time-left': all(401),
  'GET /admin/guided-tour-meta': all(401),
  // Strapi throttles its own sign-in routes (5 calls in a few minutes per address): 429 then.
  'POST /admin/login': all([400, 429]),
  'POST /admin/access-token': all(401),
  'POST /admin/register-admin': all([400, 429]),
  'GET /admin/registration-info': all(400),
  'POST /admin/register': all(400),
  'POST /admin/forgot-password': all([400, 429]),
  'POST /admin/reset-password': all(400),
  'POST /admin/logout': all(401),
  'GET /admin/ai-usage': all(401),
  'GET /admin/ai-token': all(401),
  'GET /admin/ai-feature-config': all(401),
  // The content manager's preview helper: a fixed script file, the same for everyone.
  'GET /content-manager/preview/script': all(200),
};

const CONSOLE_ROUTES: string[] = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'console-routes.json'), 'utf8'));

/** A concrete path for a route pattern. */
const concrete = (pattern: string) =>
  pattern
    .replace('/((?!uploads/).+)', '/about')
    .replace('(.*)', 'missing.png')
    .replace(':path*', 'x')
    .replace(/:model|:uid|:targetField|:component|:contentType/g, 'api::faq.faq')
    .replace(/:[A-Za-z]+/g, '1');

/** Other spellings of a path that Strapi's router may take for it: letter case and a trailing slash. */
const spellings = (path: string) => {
  const parts = path.split('/');
  const last = parts.length - 1;
  const upper = (index: number) => parts.map((part, i) => (i === index ? part.toUpperCase() : part)).join('/');
  return [...new Set([`${path}/`, upper(last), upper(last - 1), upper(1), path.replace('/api/', '/API/'), `${upper(last)}/`])].filter((variant) => variant !== path);
};

let server: Instance;
const cookies: Partial<Record<Caller, string>> = {};

const signIn = async (email: string, password: string) => {
  const reply = await call('POST', '/backend/api/users/login.php', { baseUrl: server.baseUrl, json: { email, password } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.headers.getSetCookie()[0].split(';')[0];
};

beforeAll(async () => {
  // Throttles are tested in security-throttling.test.ts; here every call must reach its guard.
  server = await startInstance({ RATE_LIMIT_REGISTER_IP: '1000', RATE_LIMIT_CONTACT_IP: '1000', RATE_LIMIT_PASSWORD_RESET_IP: '1000', RATE_LIMIT_REFUSED_BODY_IP: '100000', RATE_LIMIT_EMAIL_TEST_ACCOUNT: '1000', RATE_LIMIT_TOUR_READS_IP: '1000' });
  const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const people: Array<[Caller, string, string]> = [
    ['pending', 'user', 'pending'],
    ['disapproved', 'user', 'disapproved'],
    ['user', 'user', 'approved'],
    ['staff', 'staff', 'approved'],
  ];
  for (const [caller, role, status] of people) {
    const email = `surface.${caller}@afh.test`;
    const reply = await call('POST', '/backend/api/users/create.php', {
      baseUrl: server.baseUrl,
      cookie: admin,
      json: { name: `Surface ${caller}`, email, password: 'Surface-pass-1', phone: '3605550100', role, status },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  }
}, 180_000);
afterAll(async () => server?.stop());

const cookieOf = async (caller: Caller) => {
  if (caller === 'anonymous') return undefined;
  cookies[caller] ??= await signIn(caller === 'admin' ? ADMIN_EMAIL : `surface.${caller}@afh.test`, caller === 'admin' ? ADMIN_PASSWORD : 'Surface-pass-1');
  return cookies[caller];
};

describe('attack surface', () => {
  it('every route is classified, and no stock plugin content-API route is left', () => {
    const known = new Set([...Object.keys(LEGACY), ...Object.keys(SERVING), ...CONSOLE_ROUTES]);
    const routes = server.routes.flatMap((route) => (route.path === '/_health' ? ['GET', 'POST'] : route.methods).map((method) => `${method} ${route.path}`));
    expect(routes.filter((key) => !known.has(key)), 'routes nobody has classified').toEqual([]);
    expect([...known].filter((key) => !routes.includes(key)), 'classified routes that no longer exist').toEqual([]);
    expect(routes.filter((key) => key.includes('/backend/api/') && !key.endsWith('.php'))).toEqual([]);
  });

  it('every route gives each kind of caller exactly the listed answer', async () => {
    const expected = new Map<string, Expected>([
      ...Object.entries(LEGACY),
      ...Object.entries(SERVING),
      ...CONSOLE_ROUTES.map((key): [string, Expected] => [key, CONSOLE_PUBLIC[key] ?? all(401)]),
    ]);
    const surprises: string[] = [];
    // Logging out ends the caller's session: those calls come last.
    const keys = [...expected.keys()].sort((a, b) => Number(a.includes('logout.php')) - Number(b.includes('logout.php')));
    for (const key of keys) {
      const [method, pattern] = key.split(' ');
      for (const caller of CALLERS) {
        const reply = await call(method, concrete(pattern), {
          baseUrl: server.baseUrl,
          cookie: await cookieOf(caller),
          headers: { Accept: pattern === '/((?!uploads/).+)' || pattern === '/' ? 'text/html' : 'application/json' },
          json: method === 'GET' || method === 'HEAD' ? undefined : {},
        });
        const want = [expected.get(key)![caller]].flat();
        if (!want.includes(reply.status)) surprises.push(`${key} as ${caller}: ${reply.status}, expected ${want.join(' or ')}`);
        if (reply.status >= 500) surprises.push(`${key} as ${caller}: a server error`);
      }
    }
    expect(surprises).toEqual([]);
  }, 300_000);

  it('every other spelling of a legacy or console route (case, trailing slash) gets the same answer or a 404', async () => {
    // Strapi's router matches paths regardless of case and a trailing slash: a policy bound to one
    // spelling would be skipped by another (decision 0015). Logging out comes last, as above.
    // The sessions of the test above ended with its logout calls: sign in again.
    for (const caller of CALLERS) delete cookies[caller];
    const keys = [...Object.keys(LEGACY), 'POST /admin/login', 'POST /admin/forgot-password'].sort(
      (a, b) => Number(a.includes('logout.php')) - Number(b.includes('logout.php')),
    );
    const surprises: string[] = [];
    for (const key of keys) {
      const [method, path] = key.split(' ');
      const expected = LEGACY[key] ?? CONSOLE_PUBLIC[key];
      for (const variant of spellings(path)) {
        for (const caller of ['anonymous', 'user', 'admin'] as const) {
          const reply = await call(method, variant, {
            baseUrl: server.baseUrl,
            cookie: await cookieOf(caller),
            headers: { Accept: 'application/json' },
            json: method === 'GET' ? undefined : {},
          });
          const want = [expected[caller], 404].flat();
          if (!want.includes(reply.status)) surprises.push(`${method} ${variant} as ${caller}: ${reply.status}, expected ${want.join(' or ')}`);
          // Under /backend/api every answer, in any spelling, keeps the legacy shape.
          if (variant.toLowerCase().startsWith('/backend/api') && reply.status >= 400 && typeof reply.body?.success !== 'boolean') {
            surprises.push(`${method} ${variant} as ${caller}: not the legacy shape (${reply.text.slice(0, 80)})`);
          }
        }
      }
    }
    expect(surprises).toEqual([]);
    // ...and no spelling made the server log a stack trace.
    expect(server.output()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  }, 300_000);
});
