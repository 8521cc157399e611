import type { Context } from 'koa';
import { MESSAGES } from '@afh/contract/messages';
import { API_PREFIX } from '@afh/contract/site';

/**
 * The database is out of reach (decision 0030): it was stopped or restarted, the network dropped,
 * or no connection came free in time. Such a failure is nobody's mistake and passes by itself, so
 * callers get 503 with Retry-After and plain words, never a 500, and a family's request goes to
 * the outbox instead (src/api/inquiry/services/outbox.ts).
 */

/** Socket errors of the database connection (node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL's SQLSTATEs of a server going away: class 08 (connection exception), 57P01-57P03
 * (shut down by the administrator, crashed, starting up or shutting down), 53300 (too many
 * connections). SQLite's busy and locked after the busy timeout are the embedded equivalent.
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|SQLITE_BUSY|SQLITE_LOCKED|SQLITE_CANTOPEN|SQLITE_IOERR)/;

/** The words of pg and knex for a connection that ended or never came (they carry no code). */
const MESSAGES_OF_A_LOST_CONNECTION = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Timeout acquiring a connection',
  'Connection ended unexpectedly',
  'connect ECONNREFUSED',
  'the database system is',
  'terminating connection due to',
];

type ErrorLike = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const isLostConnection = (error: ErrorLike) => {
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || SERVER_CODES.test(error.code))) return true;
  if (error.name === 'KnexTimeoutError') return true;
  // Knex puts the statement first and the driver's words after it (`insert into ... - Connection
  // terminated unexpectedly`): a long statement's end is read too, within a bounded length.
  const whole = typeof error.message === 'string' ? error.message : '';
  const message = whole.length > 600 ? `${whole.slice(0, 300)}\n${whole.slice(-300)}` : whole;
  return MESSAGES_OF_A_LOST_CONNECTION.some((words) => message.includes(words));
};

/**
 * Whether `error` (or what it wraps: `cause`, an AggregateError's `errors`, a few levels down)
 * says the database could not be reached.
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const candidate = error as ErrorLike;
  if (isLostConnection(candidate)) return true;
  if (isDatabaseUnavailable(candidate.cause, depth + 1)) return true;
  return Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
};

/**
 * Something other than the database that the call needs is out of reach for now (the outbox's
 * disk, say): answered like a database outage, 503 with Retry-After and the same plain words.
 */
export class UnavailableError extends Error {
  override readonly name: string = 'UnavailableError';
}

/** Whether the call failed on something that passes by itself: the database, or an UnavailableError. */
export const isUnavailable = (error: unknown) => error instanceof UnavailableError || isDatabaseUnavailable(error);

/** How long a caller is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 60;

/** 503 with Retry-After; JSON `{success: false, message}` for API calls, a short page otherwise. */
export const answerUnavailable = (ctx: Context, message: string = MESSAGES.unavailable) => {
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 503;
  if (ctx.accepts(['json', 'html']) === 'html' && !ctx.path.toLowerCase().startsWith(API_PREFIX)) {
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Briefly unavailable</title><p>${message}</p></html>`;
    return;
  }
  ctx.body = { success: false, message };
};

let reportedAt = 0;
let unreported = 0;

/**
 * Logs an unreachable database once in ten seconds at most (an outage fails every call at once),
 * with the count of the calls answered 503 in between: the message only, never the statement.
 */
export const reportUnavailable = (strapi: { log: { warn: (message: string) => void } }, ctx: Context, error: unknown) => {
  unreported++;
  const now = Date.now();
  if (now - reportedAt < 10_000) return;
  const reason = error instanceof Error ? `${error.name}: ${error.message.slice(0, 160)}` : 'unknown error';
  const what = error instanceof UnavailableError ? 'A service the call needs is out of reach' : 'The database is out of reach';
  strapi.log.warn(`${what} (${reason}): ${ctx.method} ${ctx.path} and ${unreported - 1} other calls answered 503 since the last report.`);
  reportedAt = now;
  unreported = 0;
};

/** For `.catch()`: `fallback` when the database is out of reach; any other failure stays one. */
export const unlessUnavailable = <T>(fallback: T) => (error: unknown): T => {
  if (isDatabaseUnavailable(error)) return fallback;
  throw error;
};
