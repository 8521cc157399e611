import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import type { EmailState } from './today';

const STATES = ['settings', 'environment', 'off'] as const satisfies EmailState[];

/**
 * Whether the site can send email, from GET /settings/email.php's `source`. A failed or unknown
 * answer is 'unknown': the Today panel then says nothing about email rather than something untrue.
 */
export const emailStateQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'email', 'state'],
    queryFn: async (): Promise<EmailState> => {
      try {
        const answer = await apiRequest<{ data?: { source?: string } }>('/settings/email.php');
        return STATES.find((state) => state === answer.data?.source) ?? 'unknown';
      } catch (error) {
        console.error('Reading the email set-up failed:', error);
        return 'unknown';
      }
    },
  });
