import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { API_PREFIX } from '@afh/contract/site';
import { HttpError, MESSAGES, type Next } from '../content/http';
import { answerUnavailable, isUnavailable, reportUnavailable } from '../runtime/unavailable';

/** What the router's match() answers (koa-router's types are not installed). */
type RouterView = { match(path: string, method: string): { path: Array<{ path: string; methods: string[] }> } };

/** The router matches regardless of case, so every spelling of the prefix gets the legacy shape. */
const isApiPath = (path: string) => path.slice(0, API_PREFIX.length).toLowerCase() === API_PREFIX;
/**
 * The path with every other spelling of a separator (%2F, %5C, a backslash) read as a slash and
 * runs of slashes as one (issue 41): `//backend//api/...` is an API path, whose answer is the API's
 * JSON 404, never static files' "Malicious Path", the router's plain-text 405 or the site's HTML page.
 */
const folded = (path: string) => path.replace(/%2f|%5c|\\/gi, '/').replace(/\/{2,}/g, '/');

/** Strapi's own error classes carry a name and, for the client-facing ones, a fitting status. */
const STRAPI_ERROR_STATUS: Record<string, number> = {
  ValidationError: 400,
  YupValidationError: 400,
  ApplicationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
};

type ErrorLike = { name?: string; status?: number; statusCode?: number; expose?: boolean; type?: string; message?: string };

const describe = (error: ErrorLike): { status: number; message: string; field?: string } => {
  if (error instanceof HttpError) return { status: error.status, message: error.message, ...(error.field ? { field: error.field } : {}) };

  // Body parsing (koa-body / raw-body): malformed JSON, oversize bodies, bad encodings.
  const status = error.status ?? error.statusCode;
  // The JSON parser (co-body with @hapi/bourne) refuses __proto__ and constructor.prototype keys.
  if (status === 400 && error.name === 'SyntaxError' && /prototype/i.test(error.message ?? '')) {
    return { status: 400, message: 'The request body contains a forbidden key (__proto__ or constructor).' };
  }
  if (error.type === 'entity.parse.failed' || (status === 400 && /JSON/i.test(error.message ?? ''))) {
    return { status: 400, message: MESSAGES.invalidJson };
  }
  if (status === 413 || error.type === 'entity.too.large') return { status: 413, message: 'The request is too large.' };
  if (status === 415) return { status: 415, message: 'Unsupported content type.' };

  // PostgreSQL's "invalid byte sequence" (NUL in text): bad input that slipped past validation.
  if ((error as { code?: string }).code === '22021') return { status: 400, message: 'Text must not contain NUL characters.' };

  const known = error.name ? STRAPI_ERROR_STATUS[error.name] : undefined;
  if (known) return { status: known, message: error.message || MESSAGES.internal };
  if (status && status >= 400 && status < 500 && error.expose) return { status, message: error.message || 'Bad request.' };

  return { status: 500, message: MESSAGES.internal };
};

/**
 * Gives every answer under /backend/api the legacy shape: failures are {success: false, message}
 * with a 4xx that fits, nothing internal leaks, and unknown paths are a JSON 404.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const path = folded(ctx.path);
    if (!isApiPath(path)) return next();
    if (path !== ctx.path) {
      // No route is spelled so: answered here, before any route, body parser or file lookup runs.
      ctx.status = 404;
      ctx.body = { success: false, message: MESSAGES.notFound };
      return;
    }

    try {
      await next();
    } catch (thrown) {
      if (isUnavailable(thrown)) {
        // Not a fault of the caller's or ours: the database is out of reach for now (decision 0030).
        reportUnavailable(strapi, ctx, thrown);
        return answerUnavailable(ctx);
      }
      const error = (thrown ?? {}) as ErrorLike;
      const { status, message, field } = describe(error);
      if (status >= 500 && !(thrown instanceof HttpError)) {
        // The message only: Strapi's database errors carry whole SQL statements, hashes included.
        strapi.log.error(`${ctx.method} ${ctx.path} failed: ${error.name ?? 'Error'}: ${String(error.message ?? '').slice(0, 200)}`);
      }
      ctx.status = status;
      ctx.body = { success: false, message, ...(field ? { field } : {}) };
      return;
    }

    // Strapi's own answers (unknown route, stock routes without permission, body limits) use
    // {data, error}; turn them into the legacy shape too.
    const body = ctx.body as { error?: { message?: string } } | undefined;
    if (ctx.status === 405) {
      // The router answers 405 in plain text for any path that a catch-all GET route (static
      // files) matches: only a real API path called with the wrong method is a 405.
      const router = strapi.server.router as RouterView;
      const known = router
        .match(ctx.path, ctx.method)
        .path.some((layer) => layer.methods.length > 0 && layer.path.startsWith(API_PREFIX));
      ctx.status = known ? 405 : 404;
      ctx.body = { success: false, message: known ? 'Method not allowed.' : MESSAGES.notFound };
    } else if (ctx.status === 404 && (body === undefined || body === null || body.error)) {
      ctx.status = 404;
      ctx.body = { success: false, message: MESSAGES.notFound };
    } else if (ctx.status >= 400 && body && typeof body === 'object' && body.error) {
      const tooLarge = ctx.path.toLowerCase().endsWith('/upload_image.php') ? MESSAGES.fileTooLarge : 'The request is too large.';
      const message = ctx.status === 413 ? tooLarge : body.error.message || MESSAGES.internal;
      ctx.body = { success: false, message };
    }
  };
