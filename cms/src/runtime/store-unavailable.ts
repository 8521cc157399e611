import type { Context } from 'koa';

/**
 * The object store (UPLOAD_PROVIDER=s3) being down is not a fault of this server: while it cannot
 * be reached, calls that need it answer 503 with Retry-After, in the same convention as a database
 * outage (status 503, `Retry-After: 60`, `{success: false, message}` for API calls). Nothing here
 * remembers that the store was down: every request tries it again, so answers recover by
 * themselves the moment it is back.
 */

export const STORE_RETRY_AFTER_SECONDS = 60;

export const STORE_UNAVAILABLE_MESSAGE = 'Photos cannot be saved right now: the photo storage is briefly unavailable. Please try again in a minute.';
const IMAGE_UNAVAILABLE_TEXT = 'This image is briefly unavailable. Please try again in a minute.';

/**
 * How long the S3 client waits (config/plugins.ts, for the upload provider and src/content/upload-store.ts
 * alike): a store that refuses connections fails at once, one that does not answer within a few
 * seconds (2 s to connect, 3 s without a byte, 20 s for a whole request before the answer begins,
 * one retry), so a request never hangs on it. Without these the SDK waits on a silent socket forever.
 */
export const STORE_CLIENT_LIMITS = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 2_000, socketTimeout: 3_000, requestTimeout: 20_000, throwOnRequestTimeout: true },
};

/** Network failures: the store (or the way to it) is not there, not a mistake in the request. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/** What the AWS SDK (and S3-compatible stores) call being overloaded, slow or gone. */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'NetworkingError',
  'Throttling',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

type ErrorFacts = { name?: unknown; code?: unknown; message?: unknown; $metadata?: { httpStatusCode?: number }; cause?: unknown; errors?: unknown };

/**
 * Whether an error of the object store (or of reading a file from it) means "the store cannot be
 * reached right now": a network error (refused, reset, timed out, unknown host), a timeout, or an
 * answer of the store that says it is failing (5xx, SlowDown). A 404 (not found) and other 4xx
 * (a request the store refuses, wrong credentials) are not: they keep their own answers.
 */
export const isStoreUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, code, message, $metadata, cause, errors } = error as ErrorFacts;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (typeof name === 'string' && (UNAVAILABLE_NAMES.has(name) || NETWORK_CODES.has(name))) return true;
  const status = $metadata?.httpStatusCode;
  if (typeof status === 'number') return status >= 500;
  if (typeof message === 'string' && /socket hang up|other side closed/i.test(message)) return true;
  // Node wraps a refused connection to every address of a host in an AggregateError; fetch and the
  // SDK put the network error in `cause`.
  if (Array.isArray(errors) && errors.some((inner) => isStoreUnavailable(inner, depth + 1))) return true;
  return isStoreUnavailable(cause, depth + 1);
};

const retryLater = (ctx: Context) => {
  ctx.status = 503;
  ctx.set('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
  // Never cached: not by the browser, not by a CDN in front of the site.
  ctx.set('Cache-Control', 'no-store');
  for (const header of ['Last-Modified', 'ETag', 'Content-Disposition', 'Content-Length']) ctx.remove(header);
};

/** The 503 of an API call (the legacy shape the site's client shows). */
export const answerStoreUnavailable = (ctx: Context, message = STORE_UNAVAILABLE_MESSAGE) => {
  retryLater(ctx);
  ctx.body = { success: false, message };
};

/** The 503 of the console's calls, in the shape of Strapi's own errors (the console shows `error.message`). */
export const answerConsoleStoreUnavailable = (ctx: Context) => {
  retryLater(ctx);
  ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: STORE_UNAVAILABLE_MESSAGE, details: {} } };
};

/** The 503 of an image read: images are not JSON, a short text says what happened. */
export const answerImageUnavailable = (ctx: Context) => {
  retryLater(ctx);
  ctx.type = 'text';
  ctx.body = IMAGE_UNAVAILABLE_TEXT;
};

/** The store's answer for a key it does not hold. */
export const isMissingObject = (error: unknown) => {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};
