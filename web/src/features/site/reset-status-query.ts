import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { ForgotPasswordStatus } from '../../lib/types';
import { resetStatusKeys } from './query-keys';

/**
 * Whether a reset link can be emailed at all (GET /users/forgot_password.php), asked before
 * anything is sent (issue 32). The server draws /forgot-password with this answer and sends it
 * along (initial-data.ts), so the page says the same before and after the app takes over (issue 44).
 */
export const forgotPasswordStatusQuery = () =>
  queryOptions({
    queryKey: resetStatusKeys.all,
    queryFn: () => apiRequest<ForgotPasswordStatus>('/users/forgot_password.php'),
    staleTime: 60_000,
  });
