import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest, ApiError } from '../../lib/api';
import type { User } from '../../lib/types';

/** The signed-in user is also kept in local storage under `user` (spec section 3). */
const STORAGE_KEY = 'user';

export const sessionKeys = { current: ['session'] as const };

export const rememberUser = (user: User | null) => {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the cookie session still works.
  }
};

/**
 * Whether this browser may hold a sign-in to check: sign-in keeps the user in local storage and
 * logout or a refused check removes it, so without it there is nothing to verify. Storage that
 * cannot be read counts as "maybe", and the server decides as before.
 */
export const mayBeSignedIn = (storage?: Pick<Storage, 'getItem'>) => {
  try {
    const store = storage ?? globalThis.localStorage;
    return !store || store.getItem(STORAGE_KEY) !== null;
  } catch {
    return true;
  }
};

/**
 * Start-up session check (spec section 4): success with a user → signed in; a 401, any failed or
 * invalid answer, or a network error → signed out (the failure is logged). A visitor who never
 * signed in on this browser is signed out without asking (no 401 in every anonymous console).
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.current,
    queryFn: async (): Promise<User | null> => {
      if (!mayBeSignedIn()) return null;
      try {
        const answer = await apiRequest<{ success?: boolean; user?: User }>('/users/verify_session.php');
        const user = answer.success && answer.user ? answer.user : null;
        rememberUser(user);
        return user;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) console.error('Session verification failed:', error);
        rememberUser(null);
        return null;
      }
    },
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

const never = () => () => {};

/**
 * The signed-in user, or null. While the browser takes over a server-rendered page it is null, as
 * the server drew it (the server never knows who is signed in); the header then updates at once,
 * and only then: for a visitor who is not signed in nothing is drawn again.
 */
export const useSession = () => {
  const user = useQuery(sessionQuery()).data ?? null;
  return useSyncExternalStore(never, () => user, () => null);
};

/** The header's Admin Panel link shows for any signed-in admin (spec section 6); the /admin guard also checks approval. */
export const isAdmin = (user: User | null) => user?.role === 'admin';

/** Who may use the admin area: the contract's rule, the one the server applies. */
export { isApprovedAdmin } from '@afh/contract/rules';
