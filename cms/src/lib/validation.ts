import { z } from 'zod';
import { badRequest, MESSAGES } from './http';

/**
 * Request bodies are checked with zod schemas built from these helpers, so every field has a type,
 * a length limit and a message a person can read. Unknown fields are refused; fields the API itself
 * sends out (ids and timestamps) may come back and are ignored.
 */

const requiredOr = (label: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} ${wrongType}`;

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredOr(label, 'must be text') })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: absent or null becomes '', trimmed, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email = (label = 'Email') =>
  requiredText(label, 254)
    .toLowerCase()
    .refine((value) => EMAIL.test(value), `${label} must be a valid email address`);

export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A whole number, also accepted as a string of digits (HTML number inputs send text). */
export const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must not be negative`)
      .max(max, `${label} must be at most ${max}`)
  );

/** A list of short texts: each trimmed, empty ones dropped (spec section 5). */
export const textList = (label: string, maxItems = 30, maxLength = 200) =>
  z
    .array(z.string({ error: `Each of ${label} must be text` }).max(maxLength, `Each of ${label} must be at most ${maxLength} characters`), {
      error: `${label} must be a list of text`,
    })
    .max(maxItems, `${label} can hold at most ${maxItems} entries`)
    .transform((items) => items.map((item) => item.trim()).filter(Boolean));

/** A record id in a body: a positive whole number (or its digits as a string). */
export const recordId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number({ error: (issue) => (issue.input === undefined ? MESSAGES.missingFields : 'id must be a number') }).int('id must be a whole number').positive('id must be positive')
);

/** Fields the API sends out; a client may echo them back, and they are never written. */
export const echoedFields = {
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
};

/** Whether any text (or key) in a parsed body holds a NUL character. */
const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
};

/** Parses a request body, or throws a 400 that names the first problem. */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  // PostgreSQL cannot store NUL in text; SQLite can. Refused on both, so both behave alike.
  if (holdsNul(body)) throw badRequest('Text must not contain NUL characters.');
  const result = schema.safeParse(body);
  if (result.success) return result.data;

  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    throw badRequest(`Unknown field: ${issue.keys.join(', ')}`);
  }
  throw badRequest(issue.message);
};
