import { ACTIVITY_TARGETS } from '@afh/contract/content-types';
import type { ActivityTarget } from '../../../lib/types';

import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';

// The activity screen's reading of its address, in the screen's chunk: the route keeps the
// parameters as they are (lib/plain-search.ts), as its definition is in the app's entry.

/**
 * The activity screen's address: /admin/activity?actor=&type=&target_id=&from=&to=&page=. Dates are
 * the admin's own calendar days (YYYY-MM-DD), as the date fields hold them.
 */
export type ActivitySearch = { actor?: string; type?: ActivityTarget; target_id?: number; from?: string; to?: string; page?: number };

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

/** The activity screen's filters, read from the address. */
export const useActivitySearch = () => {
  const search = useSearch({ from: '/admin/activity' });
  return useMemo(() => parseActivitySearch(search), [search]);
};
