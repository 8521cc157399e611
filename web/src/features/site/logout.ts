import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { rememberUser, sessionKeys } from './session';

/**
 * Logout clears the session even when the call fails, then goes to / (spec sections 4 and 8).
 * A plain call rather than a query mutation: the header of every public page has this button, and
 * the mutation code then stays with the admin pages that need it.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const logOut = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await apiRequest('/users/logout.php', { method: 'POST' });
    } catch (error) {
      console.error('Logout failed:', error);
    } finally {
      rememberUser(null);
      queryClient.setQueryData(sessionKeys.current, null);
      running.current = false;
      setPending(false);
      void navigate({ to: '/' });
    }
  }, [queryClient, navigate]);
  const mutate = useCallback(() => void logOut(), [logOut]);
  return { mutate, isPending };
};
