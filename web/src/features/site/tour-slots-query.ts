import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSlotsReply } from '@afh/contract/records';

export type { TourSlotsReply };
import { apiRequest } from '../../lib/api';
import { tourSlotsKeys } from './query-keys';

/** The open tour times (GET /tours/slots.php): asked for when the contact form shows, again after a booking. */
export const tourSlotsQuery = () =>
  queryOptions({
    queryKey: tourSlotsKeys.all,
    queryFn: () => apiRequest<TourSlotsReply>('/tours/slots.php'),
    staleTime: 30_000,
  });

/**
 * The open times once loaded, or none: while loading, on failure and on a site without tour days
 * the form asks for preferred times instead (as it does without JavaScript).
 */
export const useTourSlots = (enabled: boolean) => {
  const { data, error } = useQuery({ ...tourSlotsQuery(), enabled });
  if (error) console.error('Failed to load tour times:', error);
  return data?.records.length ? data : null;
};
