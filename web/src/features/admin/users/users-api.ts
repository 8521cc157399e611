import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { FormFields, ListedUser, Role, UserStatus } from '../../../lib/types';
import { activityKeys } from '../activity/activity-api';
import { dashboardCountsQuery } from '../dashboard/counts-query';
import { patched, useOptimisticListMutation } from '../collection/optimistic';

/** A user as the admin list sees it: never a password, only whether one is set. */
export type AdminUser = ListedUser;
/** What the form sends: the fields of the API's own request schema (users/create (admin)). */
export type UserInput = FormFields<'users/create (admin)', 'name' | 'email' | 'phone' | 'role' | 'status'>;

export const userKeys = { all: ['admin', 'users'] as const };

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: async () => (await apiRequest<{ records?: AdminUser[] }>('/users/read.php')).records ?? [],
  });

/** What a write makes stale besides the list: the counts (dashboard, sidebar), and the history. */
const ALSO_STALE = [dashboardCountsQuery().queryKey, activityKeys.all];

/** Each write reloads the list (spec section 4, Admin dialogs) and the counts (dashboard, sidebar). */
const useUserMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([userKeys.all, ...ALSO_STALE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

export const useCreateUser = () => useUserMutation((input: UserInput & { password: string }) => postJson('/users/create.php', input));
/** The row shows the edit at once; a refused save (an email already taken) puts it back. */
export const useUpdateUser = () =>
  useOptimisticListMutation({
    list: userKeys.all,
    mutationFn: (input: UserInput & { id: number; owner?: boolean }) => postJson('/users/update.php', input),
    apply: (users: AdminUser[], input) => patched(users, input),
    invalidate: ALSO_STALE,
  });
/**
 * Approve or decline an account waiting for approval (the list's own buttons). The row shows the
 * decision at once; a refused or failed save puts the list back as it was (then the server's
 * list is read again either way, with the counts).
 */
export const useUpdateUserStatus = () =>
  useOptimisticListMutation({
    list: userKeys.all,
    mutationFn: (input: { id: number; status: UserStatus; role?: Role }) => postJson('/users/update_status.php', input),
    apply: (users: AdminUser[], input) => patched(users, input),
    invalidate: ALSO_STALE,
  });
export const useDeleteUser = () => useUserMutation((id: number) => apiRequest(`/users/delete.php?id=${id}`, { method: 'DELETE' }));
export const useChangePassword = () =>
  useUserMutation((input: { id: number; new_password: string }) => postJson('/users/change_password.php', input));
