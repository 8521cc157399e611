import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApprovedAdmin, sessionKeys, sessionQuery } from '../site/session';

/** Why a screen of the admin area is refused (access-notice.tsx says it in the spec's words). */
export type Denied = 'signed-out' | 'not-admin';

/**
 * The /admin guard (spec section 4), the only one: the layout route's beforeLoad runs it on entering
 * the area, and again when an admin call is refused while a screen is open (recheckAdmin below).
 * On entry a refused visitor is sent to /login with the spec's message; on a screen already open
 * (`stay`), the screen is replaced by its access notice (spec section 6), so the admin sees why.
 * A convenience only: the server refuses every admin call on its own.
 */
export const checkAdmin = async (queryClient: QueryClient, { href, stay }: { href: string; stay: boolean }) => {
  const user = await queryClient.ensureQueryData(sessionQuery());
  if (user && isApprovedAdmin(user)) return { user, denied: null };
  const denied: Denied = user ? 'not-admin' : 'signed-out';
  if (stay) return { user, denied };
  if (!user) throw redirect({ to: '/login', search: { redirect: href } });
  throw redirect({ to: '/login', search: { reason: user.status !== 'approved' ? 'pending' : 'denied' } });
};

/**
 * An admin call answered 401 or 403 while this browser still took its user for an approved admin:
 * the session ended or the account changed. Reads the session again and re-runs the guard, once
 * (afterwards the cache no longer holds an approved admin).
 */
export const recheckAdmin = async (queryClient: QueryClient, invalidateRoutes: () => Promise<void>) => {
  if (!isApprovedAdmin(queryClient.getQueryData(sessionKeys.current))) return;
  await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
  await invalidateRoutes();
};
