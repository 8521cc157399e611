import type { ActivityTarget } from '../../../lib/types';
import type { ActivitySearch } from './activity-search-params';

export { ACTOR_MAX, parseActivitySearch, useActivitySearch, type ActivitySearch } from './activity-search-params';

/** Entries per page of the activity screen. */
export const PAGE_SIZE = 50;

/** What GET /activity/read.php is asked: the days turned into moments of the admin's time zone. */
export type ActivityFilters = { actor?: string; type?: ActivityTarget; target_id?: number; from?: string; to?: string; limit: number; offset: number };

/** Whether anything narrows the list (the empty message depends on it). */
export const isFiltered = ({ actor, type, from, to }: ActivitySearch) => Boolean(actor || type || from || to);

/** The start of a calendar day, or its last millisecond, in the browser's time zone, as ISO. */
export const startOfDay = (value: string) => new Date(`${value}T00:00:00`).toISOString();
export const endOfDay = (value: string) => new Date(`${value}T23:59:59.999`).toISOString();

export const toActivityFilters = ({ actor, type, target_id, from, to, page = 1 }: ActivitySearch): ActivityFilters => ({
  actor,
  type,
  target_id,
  from: from ? startOfDay(from) : undefined,
  to: to ? endOfDay(to) : undefined,
  limit: PAGE_SIZE,
  offset: (page - 1) * PAGE_SIZE,
});

/** The query string of a read: only the filters that are set. */
export const activityParams = (filters: ActivityFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};
