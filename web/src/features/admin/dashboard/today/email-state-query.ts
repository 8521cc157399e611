import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import type { EmailSettings } from '../../../../lib/types';
import type { EmailState } from './today';

export const emailStateKey = ['admin', 'settings', 'email', 'state'] as const;

/** What Today shows of email: whether it is off, untested, working or failing, and why it fails. */
export type EmailReport = { state: EmailState; reason: string; siteAddress?: boolean };
export const UNKNOWN_EMAIL: EmailReport = { state: 'unknown', reason: '' };

/**
 * Whether the site's email works, from GET /settings/email.php's `source` and `status` (issue 44).
 * A failed or unknown answer is 'unknown': the Today panel then says nothing about email rather
 * than something untrue.
 */
export const emailStateQuery = () =>
  queryOptions({
    queryKey: emailStateKey,
    queryFn: async (): Promise<EmailReport> => {
      try {
        const answer = await apiRequest<{ data?: Partial<EmailSettings> }>('/settings/email.php');
        const data = answer.data;
        // Whether links in emails have the site's address to start with (issue 44); unknown from an older server.
        const siteAddress = typeof data?.site_url === 'string' ? data.site_url !== '' : undefined;
        if (data?.source === 'off') return { state: 'off', reason: '', siteAddress };
        if (data?.source !== 'settings' && data?.source !== 'environment') return UNKNOWN_EMAIL;
        const state = (['untested', 'working', 'failing'] as const).find((one) => one === data.status) ?? 'untested';
        return { state, reason: state === 'failing' ? data.last_error || 'the last message could not be sent' : '', siteAddress };
      } catch (error) {
        console.error('Reading the email set-up failed:', error);
        return UNKNOWN_EMAIL;
      }
    },
  });
