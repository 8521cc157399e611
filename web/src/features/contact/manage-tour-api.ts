import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedTour } from '@afh/contract/records';
import { ApiError, apiRequest, NetworkError, postJson } from '../../lib/api';
import { tourSlotsKeys } from '../site/query-keys';

const manageKeys = { tour: (token: string) => ['managed-tour', token] as const };

/** The tour a manage link names (GET /tours/manage.php); a link that names none is not retried. */
export const managedTourQuery = (token: string) =>
  queryOptions({
    queryKey: manageKeys.tour(token),
    queryFn: async () => (await apiRequest<{ success: true; tour: ManagedTour }>(`/tours/manage.php?token=${encodeURIComponent(token)}`)).tour,
    retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
  });

/** A failed change in the family's words: the server's own (in the page's language, `server`), else what went wrong. */
export const changeFailure = (error: unknown, words: { network: string; failed: string }, server: (message: string) => string) =>
  error instanceof NetworkError ? words.network : error instanceof ApiError && error.serverMessage ? server(error.serverMessage) : words.failed;

/** Moves or cancels the tour: the page shows the answer at once, and the open times are read again. */
const useTourChange = <Input>(token: string, send: (input: Input) => Promise<{ tour: ManagedTour; message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ tour }) => queryClient.setQueryData(manageKeys.tour(token), tour),
    // Whatever happened (a time just taken, say), the open times are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourSlotsKeys.all }),
  });
};

export const useMoveTour = (token: string) =>
  useTourChange(token, (start: string) => postJson<{ success: true; message: string; tour: ManagedTour }>('/tours/reschedule.php', { token, tour_start: start }));

export const useCancelTour = (token: string) => useTourChange(token, () => postJson<{ success: true; message: string; tour: ManagedTour }>('/tours/cancel.php', { token }));
