import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { usersQuery } from '../../features/admin/users/users-api';
import { UsersPage, UsersLoadFailed, UsersPending } from '../../features/admin/users/users-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(usersQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: UsersPending,
  errorComponent: UsersLoadFailed,
  staticData: { accessNotice: 'users', pageText: PAGE_TEXT.adminUsers },
  component: UsersPage,
});
