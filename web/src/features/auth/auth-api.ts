import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError, NetworkError, postJson } from '../../lib/api';
import type { User } from '../../lib/types';
import { rememberUser, sessionKeys } from '../site/session';
import { welcomeLater } from '../site/welcome-later';

/** Why a sign-in failed, in the spec's words (section 8). */
export const LOGIN_FAILED = 'Invalid email or password. Please check your credentials and try again.';
export const LOGIN_ERROR = 'An error occurred during login. Please check your connection.';

/** Signs in; on success the session query holds the user at once (no extra round trip). */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      try {
        const answer = await postJson<{ success?: boolean; user?: User }>('/users/login.php', credentials);
        if (!answer.user) throw new ApiError(LOGIN_FAILED, 401);
        return answer.user;
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) throw new Error(LOGIN_FAILED, { cause: error });
        throw new Error(LOGIN_ERROR, { cause: error });
      }
    },
    onSuccess: (user) => {
      // A welcome put off is asked again after each sign-in (issue 44).
      welcomeLater.forget();
      rememberUser(user);
      queryClient.setQueryData(sessionKeys.current, user);
    },
  });
};

export const REGISTER_FAILED = 'Failed to create account. Please try again.';
export const REGISTER_NETWORK = 'An error occurred. Please check your connection and try again.';
export const REGISTERED = 'Account created successfully! Your account is pending approval. You will be notified once approved.';

export type Registration = { name: string; email: string; password: string; phone: string };

/** Self-registration: the server's message on failure, else the spec's fallbacks. */
export const useRegister = () =>
  useMutation({
    mutationFn: async (registration: Registration) => {
      try {
        // The spec's words in every configuration (issue 32), whatever the server adds.
        await apiRequest<{ message?: string }>('/users/create.php', { method: 'POST', body: JSON.stringify(registration) });
        return REGISTERED;
      } catch (error) {
        if (error instanceof NetworkError) throw new Error(REGISTER_NETWORK, { cause: error });
        throw new Error(error instanceof ApiError && error.serverMessage ? error.serverMessage : REGISTER_FAILED, { cause: error });
      }
    },
  });

/** A failed password-reset call in the visitor's words: the server's own message, else what went wrong. */
const inWords = (error: unknown) =>
  new Error(
    error instanceof NetworkError ? REGISTER_NETWORK : error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Something went wrong. Please try again.',
    { cause: error },
  );

/** What /users/forgot_password.php answers, the same for every address; `email`: whether the site sends email at all. */
export type ForgotPasswordReply = { success: true; message: string; email: boolean };

/** Asks for a reset link; the server's message on a refusal, else the network's. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: async (email: string) => {
      try {
        return await postJson<ForgotPasswordReply>('/users/forgot_password.php', { email });
      } catch (error) {
        throw inWords(error);
      }
    },
  });

/** Sets a new password with the emailed link's token; the server's message on a refusal. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async (reset: { token: string; password: string }) => {
      try {
        await postJson('/users/reset_password.php', reset);
      } catch (error) {
        throw inWords(error);
      }
    },
  });
