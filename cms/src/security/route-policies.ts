import type { Core } from '@strapi/strapi';
import type { ThrottleRule } from './throttles';
import type { OwnerCase } from './owners';

type RouteMiddleware = NonNullable<NonNullable<Core.RouteConfig['middlewares']>>[number];

/**
 * A named middleware with its config. Strapi resolves `{name, config}` in a route's middlewares
 * (core's resolveMiddlewares) though its route type names only strings and functions: the one cast.
 */
// eslint-disable-next-line no-restricted-syntax -- Strapi's route type omits the {name, config} form its router resolves (see above)
const configured = (name: string, config: Record<string, unknown>) => ({ name, config }) as unknown as RouteMiddleware;

/**
 * The policies a route carries in its config.middlewares (decision 0015). Strapi's router matches a
 * path regardless of letter case and a trailing slash, and runs a route's middlewares for every
 * spelling it matches; a policy keyed on a path string in a global middleware would not.
 */
export const throttled = (rule: ThrottleRule) => configured('global::throttle', { rule });

/** A public read answered from the kept reply of its type (site/cache.ts), before its controller. */
export const cachedRead = (type: string) => configured('global::cached-read', { type });

/** A cross-site refusal even without a cookie: for sign-in, which is where a session starts. */
export const sameOriginAlways = configured('global::same-origin', { always: true });

/** Only approved admins (401 without a session, 403 otherwise). */
export const adminOnly: RouteMiddleware = 'global::require-admin';

/**
 * The home's owner's actions (issue 41): approved admins, and for the `when` case (security/owners.ts;
 * every call by default) only an owner whose password this session proved in the last STEP_UP_MINUTES.
 */
export const ownerOnly = (when: OwnerCase = 'always') => configured('global::require-owner', { when });

/**
 * Approved admins, recognised by a session this process verified in the last ten minutes when the
 * database is out of reach: for system/health.php, which must say so (decision 0030).
 */
export const adminOnlyEvenOffline = configured('global::require-admin', { remembered: true });

/** The console's profile, user editor and emailed reset leave a linked account's identity to its site account. */
export const linkedIdentity = (target: 'self' | 'param' | 'reset-token') => configured('global::console-profile', { target });

/**
 * The most bytes of body the route takes, checked before it is read (strapi::body, security/body-budget.ts);
 * `message` is the 413's words when the call has its own.
 */
export const bodyLimit = (bytes: number, message?: string) => configured('global::body-limit', message ? { bytes, message } : { bytes });
