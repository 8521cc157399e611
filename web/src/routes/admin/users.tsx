import { createFileRoute } from '@tanstack/react-router';
import { usersQuery } from '../../features/admin/users/users-api';
import { UsersPage } from '../../features/admin/users/users-page';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => context.queryClient.prefetchQuery(usersQuery()),
  component: UsersPage,
});
