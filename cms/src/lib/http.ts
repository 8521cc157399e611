import type { Context } from 'koa';

/**
 * Every failure of the legacy API is JSON {success: false, message} with a fitting 4xx (spec
 * section 7: the client shows `message`). Services throw HttpError; the legacy-api middleware
 * turns it into that shape.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const MESSAGES = {
  authRequired: 'Authentication required. Please sign in.',
  adminOnly: 'Access denied. Admin privileges required.',
  invalidCredentials: 'Invalid email or password.',
  missingFields: 'Missing required fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  userNotFound: 'User not found',
  invalidJson: 'The request body is not valid JSON.',
  invalidFileType: 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed.',
  fileTooLarge: 'File too large. Maximum size is 5MB.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const send = (ctx: Context, body: Record<string, unknown>, status = 200) => {
  ctx.status = status;
  ctx.body = body;
};

/** Ids are 32-bit integer columns on PostgreSQL (and the same on SQLite, so both answer alike). */
export const MAX_ID = 2_147_483_647;

/** The numeric id of `?id=` or a body field, or a 400 when it cannot name a record. */
export const parseId = (value: unknown): number => {
  if (value === undefined || value === null || value === '') throw badRequest(MESSAGES.missingFields);
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('id must be a positive whole number');
  if (id > MAX_ID) throw badRequest(`id must be at most ${MAX_ID}`);
  return id;
};
