import { TOUR_DAYS } from './rules';

// Apart from rules.ts, which the public pages' first script carries: only the sentences that name
// the tour days (the site's footer and pages, the activity log) need the words.

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

/** The words of a language for days (issue 47): each day's name, and how a span and the last of a list are joined. */
export type DayWords = { names: Record<keyof typeof DAY_NAMES, string>; to: string; and: string };
const ENGLISH: DayWords = { names: DAY_NAMES, to: 'to', and: 'and' };

/**
 * Days of the week as people say them, in the week's order, three or more in a row as a span:
 * 'Monday to Saturday', 'Monday to Wednesday and Saturday', 'Tuesday and Thursday'; '' for none.
 */
export const daysInWords = (days: readonly string[], { names, to, and }: DayWords = ENGLISH): string => {
  const offered = TOUR_DAYS.map((day) => days.includes(day));
  const parts: string[] = [];
  for (let start = 0; start < TOUR_DAYS.length; start++) {
    if (!offered[start]) continue;
    let end = start;
    while (end + 1 < TOUR_DAYS.length && offered[end + 1]) end++;
    if (end - start >= 2) parts.push(`${names[TOUR_DAYS[start]]} ${to} ${names[TOUR_DAYS[end]]}`);
    else for (let day = start; day <= end; day++) parts.push(names[TOUR_DAYS[day]]);
    start = end;
  }
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
};
