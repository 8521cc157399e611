import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';
import type { User } from '../../../lib/types';
import { rememberUser, sessionKeys } from '../../site/session';
import { userKeys } from '../users/users-api';

/** What the signed-in admin may change of their own account; a new email or password needs `current_password`. */
export type ProfileChange = { name?: string; email?: string; phone?: string; current_password?: string; new_password?: string };

/**
 * Saves the signed-in admin's own details (issue 44): the session then holds the new record (the
 * header's name, the welcome's end), and the Users list reads it again.
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => postJson<{ success: true; message: string; user: User }>('/users/update_profile.php', change),
    onSuccess: ({ user }) => {
      rememberUser(user);
      queryClient.setQueryData(sessionKeys.current, user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
};
