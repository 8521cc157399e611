import { TOUR_DAYS } from './rules';

// Apart from rules.ts, which the public pages' first script carries: only the sentences that name
// the tour days (the site's footer and pages, the activity log) need the words.

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

/**
 * Days of the week as people say them, in the week's order, three or more in a row as a span:
 * 'Monday to Saturday', 'Monday to Wednesday and Saturday', 'Tuesday and Thursday'; '' for none.
 */
export const daysInWords = (days: readonly string[]): string => {
  const offered = TOUR_DAYS.map((day) => days.includes(day));
  const parts: string[] = [];
  for (let start = 0; start < TOUR_DAYS.length; start++) {
    if (!offered[start]) continue;
    let end = start;
    while (end + 1 < TOUR_DAYS.length && offered[end + 1]) end++;
    if (end - start >= 2) parts.push(`${DAY_NAMES[TOUR_DAYS[start]]} to ${DAY_NAMES[TOUR_DAYS[end]]}`);
    else for (let day = start; day <= end; day++) parts.push(DAY_NAMES[TOUR_DAYS[day]]);
    start = end;
  }
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
};
