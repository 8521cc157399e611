import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tour } from '@afh/contract/records';
import type { TourStatus } from '@afh/contract/rules';
import { apiRequest, postJson } from '../../../lib/api';
import { activityKeys } from '../activity/activity-api';
import { inquiryKeys } from '../inquiries/inquiries-api';
import { trashKeys } from '../trash/trash-api';

export type { Tour, TourStatus };
export type TourChange = { id: number; status: Exclude<TourStatus, 'booked'> };

export const tourKeys = { all: ['admin', 'tours'] as const };

/** The tours not yet ended, soonest first (GET /tours/read.php). */
export const toursQuery = () =>
  queryOptions({
    queryKey: tourKeys.all,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; records?: Tour[]; message?: string }>('/tours/read.php');
      if (!answer.success) throw new Error(answer.message ?? 'The tour list was refused');
      return answer.records ?? [];
    },
  });

/** The tours that ended before today and are neither done nor cancelled (GET /tours/follow_up.php, issue 45): Today asks how they went. */
export const tourFollowUpsQuery = () =>
  queryOptions({
    queryKey: [...tourKeys.all, 'follow-up'] as const,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; records?: Tour[]; message?: string }>('/tours/follow_up.php');
      if (!answer.success) throw new Error(answer.message ?? 'The tours to follow up were refused');
      return answer.records ?? [];
    },
  });

/** Confirms, cancels (which frees the time) or closes a tour; the list and the history reload. */
export const useUpdateTour = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TourChange) => postJson('/tours/update.php', change),
    onSuccess: () => Promise.all([tourKeys.all, activityKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** "Made in this hour": the bookings the server cancels with tours/cancel_recent.php (the last sixty minutes). */
export const RECENT_MS = 60 * 60 * 1000;
export const madeThisHour = (tours: Tour[], now = Date.now()) => tours.filter((tour) => tour.status !== 'cancelled' && now - Date.parse(tour.created_at) <= RECENT_MS);

/** Cancels every booking made in the last hour (issue 41): the tours, the inbox, the trash and the history reload. */
export const useCancelRecent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<{ message?: string; ids?: number[] }>('/tours/cancel_recent.php', {}),
    onSuccess: () => Promise.all([tourKeys.all, inquiryKeys.all, trashKeys.all, activityKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
