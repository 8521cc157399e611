import { ApiError, NetworkError } from '../../lib/api';

/** Refusals whose message the server writes for the person at the screen (bad input, not theirs to do, a clash, too large). */
const SAYS_WHY = new Set([400, 403, 409, 413, 422]);

/**
 * What an error toast says when a save or delete failed (issue 17): the server's own reason when
 * it refused the request ('Title is required', 'An account with this email already exists.'),
 * that the server could not be reached when it could not, and the spec's message ('Failed to
 * create service. Please try again.') for anything else. `alsoSaysWhy` adds statuses whose message
 * is meant for the screen in that one call (a restore's 404: 'It can no longer be restored').
 */
export const failureText = (what: string, error: unknown, alsoSaysWhy: readonly number[] = []): string => {
  if (error instanceof NetworkError) return `Failed to ${what}: the server could not be reached. Check your internet connection and try again.`;
  if (error instanceof ApiError && error.serverMessage && (SAYS_WHY.has(error.status) || alsoSaysWhy.includes(error.status))) return error.serverMessage;
  return `Failed to ${what}. Please try again.`;
};
