import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';

/** The server refused the call for who is asking (not signed in, or not allowed). */
const isAuthRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

type Options = {
  server?: boolean;
  /** Called when a read or a change is refused with 401 or 403 (app.tsx re-runs the /admin guard). */
  onAuthRefusal?: () => void;
};

/**
 * The spec's fetch-cache defaults (section 9): 3 retries, back-off capped at 30 s, 5-minute GC. A
 * refusal for who is asking is not retried: it does not heal, and the guard should hear of it at once.
 * On the server (entry-server.tsx) the cache holds the replies it was given and never fetches.
 */
export const createQueryClient = ({ server = false, onAuthRefusal }: Options = {}) => {
  const onError = (error: unknown) => {
    if (onAuthRefusal && isAuthRefusal(error)) onAuthRefusal();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: server
        ? { retry: false, staleTime: Infinity, gcTime: Infinity, enabled: false }
        : {
            retry: (failures, error) => failures < 3 && !isAuthRefusal(error),
            retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
            gcTime: 5 * 60 * 1000,
            // staleTime stays 0: a cached page shows at once and is re-read behind it, so an
            // admin's edit is on the visitor's very next page view.
          },
    },
  });
};

/**
 * What route loaders call with the reads a page needs (started with prefetchQuery, which never
 * throws): the page is not held back, so a warm cache renders at once and a cold or failing one
 * shows the page's own loading or error state. `waitMs` lets the app shell wait briefly for the
 * first answers (settings, session) to avoid a flash of defaults, but never longer than that when
 * the server is slow or down.
 */
export const warm = async (reads: Array<Promise<void>>, waitMs = 0) => {
  if (waitMs > 0) await Promise.race([Promise.all(reads), new Promise((resolve) => setTimeout(resolve, waitMs))]);
};

/**
 * How long a loader should wait for its reads: `waitMs`, or nothing when the cache already holds
 * an answer for each (a server-rendered page's data, or an earlier visit's): the page can draw from
 * those at once while they are read again behind it.
 */
export const waitUnlessCached = (queryClient: QueryClient, keys: QueryKey[], waitMs: number) =>
  keys.every((key) => queryClient.getQueryData(key) !== undefined) ? 0 : waitMs;
