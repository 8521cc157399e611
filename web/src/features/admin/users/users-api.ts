import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { ListedUser, Role, UserStatus } from '../../../lib/types';
import { dashboardCountsQuery } from '../dashboard/counts-query';

/** A user as the admin list sees it: never a password, only whether one is set. */
export type AdminUser = ListedUser;
export type UserInput = { name: string; email: string; phone: string; role: Role; status: UserStatus };

export const userKeys = { all: ['admin', 'users'] as const };

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: async () => (await apiRequest<{ records?: AdminUser[] }>('/users/read.php')).records ?? [],
  });

/** Each write reloads the list (spec section 4, Admin dialogs) and the counts (dashboard, sidebar). */
const useUserMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardCountsQuery().queryKey })]),
  });
};

export const useCreateUser = () => useUserMutation((input: UserInput & { password: string }) => postJson('/users/create.php', input));
export const useUpdateUser = () => useUserMutation((input: UserInput & { id: number }) => postJson('/users/update.php', input));
/**
 * Approve or decline an account waiting for approval (the list's own buttons). The row shows the
 * decision at once; a refused or failed save puts the list back as it was (then the server's
 * list is read again either way, with the counts).
 */
export const useUpdateUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: UserStatus }) => postJson('/users/update_status.php', input),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: userKeys.all });
      const before = queryClient.getQueryData<AdminUser[]>(userKeys.all);
      queryClient.setQueryData<AdminUser[]>(userKeys.all, (users) => users?.map((user) => (user.id === id ? { ...user, status } : user)));
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(userKeys.all, context?.before),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardCountsQuery().queryKey })]),
  });
};
export const useDeleteUser = () => useUserMutation((id: number) => apiRequest(`/users/delete.php?id=${id}`, { method: 'DELETE' }));
export const useChangePassword = () =>
  useUserMutation((input: { id: number; new_password: string }) => postJson('/users/change_password.php', input));
