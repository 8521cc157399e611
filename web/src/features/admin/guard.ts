import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { sessionQuery } from '../site/session';

/**
 * The /admin guard (spec section 4), run in the layout route's beforeLoad. A convenience only: the
 * server refuses every admin call on its own.
 */
export const requireAdmin = async (queryClient: QueryClient, href: string) => {
  const user = await queryClient.ensureQueryData(sessionQuery());
  if (!user) throw redirect({ to: '/login', search: { redirect: href } });
  if (user.status !== 'approved') throw redirect({ to: '/login', search: { reason: 'pending' } });
  if (user.role !== 'admin') throw redirect({ to: '/login', search: { reason: 'denied' } });
  return { user };
};
