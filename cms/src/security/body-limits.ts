import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '@afh/contract/rules';
import { MAX_PREFERRED_TIMES } from '@afh/contract/choices';

/**
 * How many bytes of body a call may send, decided before a byte of it is read (decision 0028).
 *
 * Each route that anyone may call names its own budget with `bodyLimit(bytes)` in its middlewares
 * (security/route-policies.ts), sized to what it takes: the sum of its fields' length limits, at the
 * worst encoding a browser may use (9 bytes a character: a three-byte character percent-encoded in
 * a form post), plus 1 KB for names and punctuation. A route no one may call without signing in
 * takes the full limits (1 MB of JSON, an image upload), but only from a caller whose credentials
 * check out: a site session of an approved admin, or a valid console token. Everyone else gets
 * ANONYMOUS_BYTES there, so no caller who is not signed in can make the server parse a large body.
 */

const BYTES_PER_CHARACTER = 9;
const NAMES_AND_PUNCTUATION = 1024;
const forFields = (...maxLengths: number[]) => maxLengths.reduce((sum, length) => sum + length * BYTES_PER_CHARACTER, NAMES_AND_PUNCTUATION);

/** The budgets of the calls anyone may make, from the field limits of their request schemas (contract/requests.ts). */
export const BODY_BYTES = {
  /** Email (254) and password (200). */
  signIn: forFields(254, 200),
  /** Email (254). */
  forgotPassword: forFields(254),
  /** The emailed token (200) and the new password (72). */
  resetPassword: forFields(200, 72),
  /** Name (200), email (254), password (72), phone (40). */
  registration: forFields(200, 254, 72, 40),
  /** One's own profile (users/update_profile.php): name (200), email (254), phone (40), current (200) and new (72) password. */
  profile: forFields(200, 254, 40, 200, 72),
  /** A device's push subscription: its address (2048) and two keys (100 + 40). */
  pushSubscription: forFields(2048, 100, 40),
  /** A manage link's token (64) and a tour time (40). */
  tourChange: forFields(64, 40),
  /** Names (100 + 100), email, phone, the type (40), the message (5000), the tour details and each preferred time (30). */
  /** The header's text size (10) and the page to go back to (2000). */
  textSize: forFields(10, 2000),
  contact: forFields(100, 100, 254, 40, 40, 5000, 100, 40, 40, MAX_PREFERRED_TIMES * 2 * 30),
} as const;

/** Any other body from a caller who is not signed in: nothing it can be refused for needs more. */
export const ANONYMOUS_BYTES = 4 * 1024;

/** A signed-in admin's calls: JSON up to 1 MB, and an image upload a little over the 5 MB rule (its own 413 message). */
export const FULL_BYTES = { multipart: MAX_IMAGE_BYTES + 1024 * 1024 + 64 * 1024, other: 1024 * 1024 + 64 * 1024 };

/** documents/upload.php (admins only): the Disclosure of Services, a little over the 10 MB rule (its own 413 message). */
export const PDF_BYTES = MAX_PDF_BYTES + 1024 * 1024 + 64 * 1024;

/** What a route says of its body: whether anyone may call it, and its own budget, if it names one. */
export type BodyRule = { open: boolean; bytes?: number; message?: string };

type RouteInput = { method: string; path: string; config?: { auth?: unknown; middlewares?: unknown[] } };
type RouterInput = { prefix?: string; routes?: RouteInput[] };
type Layer = { path: string; methods: string[] };
type MatchingRouter = { match(path: string, method: string): { pathAndMethod: Layer[] }; stack: Layer[] };

const BODY_LIMIT = 'global::body-limit';
const REQUIRE_ADMIN = 'global::require-admin';

const named = (middleware: unknown, name: string): middleware is { name: string; config: { bytes: number; message?: string } } =>
  typeof middleware === 'object' && middleware !== null && (middleware as { name?: unknown }).name === name;

const ruleOf = (route: RouteInput, open: boolean): BodyRule => {
  const limit = route.config?.middlewares?.find((middleware) => named(middleware, BODY_LIMIT));
  return { open, bytes: limit?.config.bytes, message: limit?.config.message };
};

/**
 * The rules of every route of ours (the legacy API, open unless it carries require-admin) and of
 * the console (open when Strapi's own auth is off for it), keyed by method and the path pattern
 * the router holds. A request finds its rule through the router's own match, so every spelling the
 * router sends to a route (letter case, a trailing slash) meets that route's rule.
 */
const buildRules = (strapi: Core.Strapi) => {
  const rules = new Map<string, BodyRule>();
  const add = (prefix: string, routes: RouteInput[], isOpen: (route: RouteInput) => boolean) => {
    for (const route of routes) rules.set(`${route.method.toUpperCase()} ${prefix}${route.path}`, ruleOf(route, isOpen(route)));
  };
  const apiPrefix = strapi.config.get('api.rest.prefix', '/api') as string;
  for (const api of Object.values(strapi.apis) as Array<{ routes?: Record<string, RouterInput> }>) {
    for (const router of Object.values(api.routes ?? {})) {
      add(`${apiPrefix}${router.prefix ?? ''}`, router.routes ?? [], (route) => !(route.config?.middlewares ?? []).includes(REQUIRE_ADMIN));
    }
  }
  for (const router of Object.values(strapi.admin.routes) as RouterInput[]) {
    add(router.prefix ?? '/admin', router.routes ?? [], (route) => route.config?.auth === false);
  }

  // A budget on a route the router does not hold would guard nothing: say so at once.
  const router = strapi.server.router as MatchingRouter;
  const held = new Set(router.stack.flatMap((layer) => layer.methods.map((method) => `${method} ${layer.path}`)));
  for (const [key, rule] of rules) {
    if (rule.bytes !== undefined && !held.has(key)) throw new Error(`A body limit is set on ${key}, which the router does not hold.`);
  }
  return rules;
};

/** Routes the router does not know (a 404) and routes of plugins: no one is let in without signing in. */
const PROTECTED: BodyRule = { open: false };

export const bodyRules = (strapi: Core.Strapi) => {
  let rules: Map<string, BodyRule> | undefined;
  const router = () => strapi.server.router as MatchingRouter;
  return (ctx: Context): BodyRule => {
    // Built on the first request: every route is registered by then.
    rules ??= buildRules(strapi);
    const layer = router()
      .match(ctx.path, ctx.method)
      .pathAndMethod.find((candidate) => candidate.methods.length > 0);
    return (layer && rules.get(`${ctx.method} ${layer.path}`)) || PROTECTED;
  };
};
