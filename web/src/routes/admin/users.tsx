import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { usersQuery } from '../../features/admin/users/users-api';
import { UsersPage } from '../../features/admin/users/users-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(usersQuery())]),
  staticData: { accessNotice: 'users', pageText: PAGE_TEXT.adminUsers },
  component: UsersPage,
});
