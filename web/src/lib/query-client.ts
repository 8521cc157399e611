import { QueryClient } from '@tanstack/react-query';

/** The spec's fetch-cache defaults (section 9): 3 retries, back-off capped at 30 s, 5-minute GC. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        // Public content changes rarely; a minute keeps navigation instant without going stale.
        staleTime: 60 * 1000,
      },
    },
  });
