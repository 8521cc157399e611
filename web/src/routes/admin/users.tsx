import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../lib/query-client';
import { usersQuery } from '../../features/admin/users/users-api';
import { UsersPage } from '../../features/admin/users/users-page';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(usersQuery())]),
  staticData: { accessNotice: 'users' },
  component: UsersPage,
});
