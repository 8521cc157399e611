import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';
import { ANONYMOUS_BYTES, FULL_BYTES, bodyRules, type BodyRule } from './body-limits';
import { refuseThrottled, throttles, tooManyFromAddress } from './throttles';

type BodyConfig = { jsonLimit?: string | number; formLimit?: string | number; textLimit?: string | number; formidable?: Record<string, unknown> } & Record<string, unknown>;
type Middleware = (ctx: Context, next: Next) => Promise<void>;
type MiddlewareFactory = (config: BodyConfig, context: { strapi: Core.Strapi }) => Middleware;

const TOO_LARGE = 'The request is too large.';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The status an error thrown downstream will be answered with (the legacy and Strapi shapes alike). */
const statusOf = (error: unknown) => {
  const { status, statusCode, name } = (error ?? {}) as { status?: number; statusCode?: number; name?: string };
  return status ?? statusCode ?? (name === 'ValidationError' ? 400 : 500);
};

/**
 * strapi::body, with the byte budget of each call decided before its body is read (decision 0028,
 * security/body-limits.ts): a declared length over the budget is a 413 at once, a body sent without one
 * is cut off at the budget while it streams. A caller who is not signed in has the bodies refused
 * (413, or a 400 for a body that is malformed or not what the call takes) counted per address;
 * an address that reaches RATE_LIMIT_REFUSED_BODY_IP waits out the window with a 429 before its
 * next body is read. Signed-in admins' calls are never counted.
 *
 * Strapi's own body middleware is wrapped in place (its registry's `extend`, in register()), so the
 * middleware list keeps `strapi::body`, which Strapi requires, with its configuration: those are the
 * full limits, for signed-in admins.
 */
export const budgetBodies = (strapi: Core.Strapi, isSignedInAdmin: SignedIn) => {
  const registry = strapi.get<{ extend(uid: string, extend: (factory: MiddlewareFactory) => MiddlewareFactory): unknown }>('middlewares');
  registry.extend('strapi::body', (original) => (config, context) => budgeted(original, config, context.strapi, isSignedInAdmin));
};

/** Whether the request carries the site session of an approved admin (api/session: passed in, it is above lib). */
type SignedIn = (ctx: Context) => Promise<boolean>;

const budgeted = (makeParser: MiddlewareFactory, config: BodyConfig, strapi: Core.Strapi, isSignedInAdmin: SignedIn): Middleware => {
  const full = makeParser(config, { strapi });
  const parsers = new Map<number, Middleware>();
  const parserFor = (bytes: number | undefined) => {
    if (bytes === undefined) return full;
    let parser = parsers.get(bytes);
    if (!parser) {
      const formidable = { ...config.formidable, maxFileSize: bytes, maxTotalFileSize: bytes, maxFieldsSize: bytes };
      parser = makeParser({ ...config, jsonLimit: bytes, formLimit: bytes, textLimit: bytes, formidable }, { strapi });
      parsers.set(bytes, parser);
    }
    return parser;
  };
  const ruleOf = bodyRules(strapi);

  /** A site session of an approved admin, or a console access token that checks out. */
  const signedIn = async (ctx: Context) => {
    const bearer = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(ctx.get('Authorization'))?.[1];
    const manager = strapi.sessionManager;
    if (bearer && manager?.hasOrigin('admin') && manager('admin').validateAccessToken(bearer).isValid) return true;
    // A session that cannot be read (the database is down) is not a signed-in admin: the smaller
    // budget applies, and the call itself says what it can do without the database.
    return isSignedInAdmin(ctx).catch(() => false);
  };

  /** The budget of this call for this caller, the words of its 413, and whether its refusals are counted. */
  const budgetOf = async (ctx: Context, rule: BodyRule): Promise<{ bytes?: number; message: string; counted: boolean }> => {
    const own = { bytes: rule.bytes, message: rule.message ?? TOO_LARGE };
    if (rule.open) return { ...own, bytes: rule.bytes ?? ANONYMOUS_BYTES, counted: !(await signedIn(ctx)) };
    if (await signedIn(ctx)) return { ...own, counted: false };
    return { bytes: ANONYMOUS_BYTES, message: TOO_LARGE, counted: true };
  };

  /**
   * The count of refused bodies fails open: when its store cannot be reached (the database is down)
   * the budgets still hold, and the caller gets the answer of the call, not an error of the counter.
   */
  const counting = async <T>(work: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      strapi.log.warn(`The count of refused bodies is unavailable: ${(error as Error).message?.slice(0, 200)}`);
      return otherwise;
    }
  };

  const refuse = (ctx: Context, status: number, message: string) => {
    ctx.status = status;
    ctx.body = { success: false, message };
  };

  return async (ctx: Context, next: Next) => {
    if (!WITH_BODY.has(ctx.method)) return full(ctx, next);
    const rule = ruleOf(ctx);
    const { bytes, message, counted } = await budgetOf(ctx, rule);
    const limiter = counted ? (await throttles(strapi)).refusedBodies : null;
    const ip = ctx.request.ip;
    const countRefusal = () => (limiter ? counting(() => limiter.refused(ip), undefined) : Promise.resolve());

    if (limiter) {
      const wait = await counting(() => limiter.waitFor(ip), 0);
      if (wait > 0) return refuseThrottled(ctx, wait, tooManyFromAddress(wait));
    }

    const cap = bytes ?? (ctx.is('multipart') ? FULL_BYTES.multipart : FULL_BYTES.other);
    if (Number(ctx.get('Content-Length') || 0) > cap) {
      await countRefusal();
      return refuse(ctx, 413, message);
    }

    try {
      await parserFor(bytes)(ctx, next);
    } catch (error) {
      const status = statusOf(error);
      if (status === 400 || status === 413) await countRefusal();
      throw error;
    }
    if (ctx.status === 400 || ctx.status === 413) await countRefusal();
  };
};
