import type { TourDay } from '@afh/contract/rules';

const DAYS: ReadonlyArray<[TourDay, string]> = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/** 'Monday, Wednesday and Friday'. */
const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/**
 * When tours are offered, as the sentences of the site say it (issue 44): 'daily' with the spec's
 * default (no tour days set, tours by arrangement every day) and with all seven days, so the spec's
 * "Tours available daily" stands; otherwise the owner's days, three or more in a row as a span:
 * 'Monday to Saturday', 'Monday to Wednesday and Saturday', 'Tuesday and Thursday'.
 */
export const tourDaysPhrase = (days: readonly TourDay[]): string => {
  const offered = DAYS.map(([day]) => days.includes(day));
  if (offered.every(Boolean) || !offered.some(Boolean)) return 'daily';
  const parts: string[] = [];
  for (let start = 0; start < DAYS.length; start++) {
    if (!offered[start]) continue;
    let end = start;
    while (end + 1 < DAYS.length && offered[end + 1]) end++;
    if (end - start >= 2) parts.push(`${DAYS[start][1]} to ${DAYS[end][1]}`);
    else for (let day = start; day <= end; day++) parts.push(DAYS[day][1]);
    start = end;
  }
  return listed(parts);
};
