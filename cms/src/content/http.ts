import type { Context } from 'koa';
import { MESSAGES } from '@afh/contract/messages';
import { MAX_ID } from '@afh/contract/rules';

/**
 * Every failure of the legacy API is JSON {success: false, message} with a fitting 4xx (spec
 * section 7: the client shows `message`). Services throw HttpError; the legacy-api middleware
 * turns it into that shape. A refused request field is named too (`field`, an addition), so a
 * form can show the message under it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export { MESSAGES };

/** Koa's `next`, as Strapi's middlewares call it (koa types it as Promise<any>). */
export type Next = () => Promise<void>;

export const send = (ctx: Context, body: Record<string, unknown>, status = 200) => {
  ctx.status = status;
  ctx.body = body;
};

/** Ids are 32-bit integer columns on PostgreSQL (and the same on SQLite, so both answer alike). */
export { MAX_ID };

/** The numeric id of `?id=` or a body field, or a 400 when it cannot name a record. */
export const parseId = (value: unknown): number => {
  if (value === undefined || value === null || value === '') throw badRequest(MESSAGES.missingFields);
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('id must be a positive whole number');
  if (id > MAX_ID) throw badRequest(`id must be at most ${MAX_ID}`);
  return id;
};
