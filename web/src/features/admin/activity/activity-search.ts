import { ACTIVITY_TARGETS } from '@afh/contract/rules';
import type { ActivityTarget } from '../../../lib/types';

/** Entries per page of the activity screen. */
export const PAGE_SIZE = 50;

/**
 * The activity screen's address: /admin/activity?actor=&type=&target_id=&from=&to=&page=. Dates are
 * the admin's own calendar days (YYYY-MM-DD), as the date fields hold them.
 */
export type ActivitySearch = { actor?: string; type?: ActivityTarget; target_id?: number; from?: string; to?: string; page?: number };

/** What GET /activity/read.php is asked: the days turned into moments of the admin's time zone. */
export type ActivityFilters = { actor?: string; type?: ActivityTarget; target_id?: number; from?: string; to?: string; limit: number; offset: number };

/** The longest "Who" the server takes (the API's search limit). */
export const ACTOR_MAX = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The router reads `?actor=123` as the number 123: a name may be digits only.
const text = (value: unknown) => {
  const written = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return written !== '' && written.length <= ACTOR_MAX ? written : undefined;
};
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : undefined);
const whole = (value: unknown, min: number) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
};

/** Reads the address's search part; anything malformed is left out rather than refused. */
export const parseActivitySearch = (search: Record<string, unknown>): ActivitySearch => {
  const type = ACTIVITY_TARGETS.find((target) => target === search.type);
  const parsed: ActivitySearch = {
    actor: text(search.actor),
    type,
    // A record id means something only with its type.
    target_id: type ? whole(search.target_id, 1) : undefined,
    from: day(search.from),
    to: day(search.to),
    page: whole(search.page, 2),
  };
  // Keys left undefined would still show in the address as empty parameters.
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
};

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
