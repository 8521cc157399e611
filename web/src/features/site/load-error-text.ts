import { NetworkError } from '../../lib/api';

/**
 * 'Network error while loading services' or 'Failed to load services' for a page (spec section 8).
 * Apart from the reads (catalog-query.ts), which the first load of every page carries: only the
 * parts that show a failed list need it.
 */
export const loadErrorText = (error: unknown, noun: string) =>
  error instanceof NetworkError ? `Network error while loading ${noun}` : `Failed to load ${noun}`;
