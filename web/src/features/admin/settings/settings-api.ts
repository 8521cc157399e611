import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, postJson } from '../../../lib/api';
import type { LanguageCode, Translations } from '@afh/contract/languages';
import type { Settings } from '../../../lib/types';
import { settingsKeys } from '../../site/settings-query';

/**
 * The settings record as the admin edits it. Unlike the public read, an answer without success or
 * data is a failure here (spec section 8: 'Failed to load settings'), never a silent fall-back.
 */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'admin'] as const,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; data?: Settings; message?: string }>('/settings/read.php');
      if (!answer.success || !answer.data) throw new Error(answer.message ?? 'The settings answer was unsuccessful');
      return answer.data;
    },
  });

/**
 * Saves the fields sent (the form sends all of its own). Invalidating by the settings prefix also refreshes the public header,
 * footer and contact page, which read the same record.
 */
export const useUpdateSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Partial<Omit<Settings, 'updated_at'>> & { rooms_confirmed?: true; languages?: LanguageCode[]; translations?: Translations }) => {
      const answer = await postJson<{ success?: boolean; message?: string; data?: Settings }>('/settings/update.php', settings);
      if (answer.success === false) throw new ApiError(answer.message ?? 'Failed to update settings', 200, answer.message);
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
};
