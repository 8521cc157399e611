import { type z } from 'zod';
import { REQUESTS, type ParsedRequest, type RequestName } from '@afh/contract/requests';
import { badRequest } from './http';

export * from '@afh/contract/fields';

/** Whether any text (or key) in a parsed body holds a NUL character. */
const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
};

/** The request schemas, by the call's name (tests/validation-timing.test.ts feeds each one long adversarial strings). */
export const bodySchemas = (): ReadonlyMap<RequestName, z.ZodType> => new Map(Object.entries(REQUESTS) as Array<[RequestName, z.ZodType]>);

/** Parses a request body, or throws a 400 that names the first problem. */
export const parseBody = <Name extends RequestName>(name: Name, body: unknown): ParsedRequest<Name> => {
  const schema: z.ZodType = REQUESTS[name];
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  // PostgreSQL cannot store NUL in text; SQLite can. Refused on both, so both behave alike.
  if (holdsNul(body)) throw badRequest('Text must not contain NUL characters.');
  const result = schema.safeParse(body);
  // TypeScript cannot follow REQUESTS[name] for a generic name: the data is that schema's output.
  if (result.success) return result.data as ParsedRequest<Name>;

  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    throw badRequest(`Unknown field: ${issue.keys.join(', ')}`);
  }
  // The top-level field the problem is in, for the form to show it there.
  const [field] = issue.path;
  throw badRequest(issue.message, typeof field === 'string' ? field : undefined);
};
