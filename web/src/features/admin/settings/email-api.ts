import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { EmailSettings } from '../../../lib/types';
import { emailStateKey } from '../dashboard/today/email-state-query';

/** The Email card's own record (issue 32): never the password, only whether one is stored. */
export const emailKeys = { all: ['email-settings'] as const };

export const emailSettingsQuery = () =>
  queryOptions({
    queryKey: emailKeys.all,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; data?: EmailSettings; message?: string }>('/settings/email.php');
      if (!answer.success || !answer.data) throw new Error(answer.message ?? 'The email settings answer was unsuccessful');
      return answer.data;
    },
  });

/** What the card saves: `password` absent keeps the stored one, '' clears it. */
export type EmailUpdate = Omit<EmailSettings, 'password_set' | 'source' | 'port' | 'status' | 'checked_at' | 'last_error' | 'site_url' | 'site_url_source'> & {
  port: number | '';
  password?: string;
  site_url?: string;
};

export const useUpdateEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EmailUpdate) => postJson<{ success: true; message: string; data: EmailSettings }>('/settings/email_update.php', update),
    onSuccess: (answer) => {
      queryClient.setQueryData(emailKeys.all, answer.data);
      void queryClient.invalidateQueries({ queryKey: emailStateKey });
    },
  });
};

/** Sends a test message (to the admin's own address when `to` is empty); the server's reason on failure. */
export const useTestEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => postJson<{ success: true; message: string }>('/settings/email_test.php', to ? { to } : {}),
    // A test that got through, or not, changes whether email works (issue 44): the card and Today say so.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: emailKeys.all }), queryClient.invalidateQueries({ queryKey: emailStateKey })]),
  });
};
