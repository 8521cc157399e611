import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, postJson } from '../../../lib/api';

/**
 * Admin › Notifications' calls (issue 45). The server's VAPID public key, which the browser's push
 * service checks every alert against; `problem` says in words why there is none (the server's
 * secret is missing), so the screen can say who can help.
 */
export type PushKey = { publicKey: string; problem: null } | { publicKey: null; problem: string };

export const pushKeyQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'key'] as const,
    queryFn: async (): Promise<PushKey> => {
      try {
        const answer = await apiRequest<{ success?: boolean; publicKey?: string; message?: string }>('/notifications/key.php');
        if (!answer.success || !answer.publicKey) throw new Error(answer.message ?? 'The key answer was unsuccessful');
        return { publicKey: answer.publicKey, problem: null };
      } catch (error) {
        if (error instanceof ApiError && error.status === 503 && error.serverMessage) return { publicKey: null, problem: error.serverMessage };
        throw error;
      }
    },
    staleTime: Infinity,
  });

/** A push subscription as the browser gives it (PushSubscription.toJSON()). */
export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

type Answer = { success: true; message: string };

export const saveSubscription = (subscription: DeviceSubscription) => postJson<Answer>('/notifications/subscribe.php', subscription);
export const forgetSubscription = (endpoint: string) => postJson<Answer>('/notifications/unsubscribe.php', { endpoint });
export const sendTestAlert = (endpoint: string) => postJson<Answer>('/notifications/test.php', { endpoint });
