import { daysInWords, type DayWords } from '@afh/contract/days-in-words';
import { TOUR_DAYS, type TourDay } from '@afh/contract/rules';

/**
 * When tours are offered, as the sentences of the site say it (issue 44): 'daily' with the spec's
 * default (no tour days set, tours by arrangement every day) and with all seven days, so the spec's
 * "Tours available daily" stands; otherwise the owner's days: 'Monday to Saturday',
 * 'Monday to Wednesday and Saturday', 'Tuesday and Thursday'.
 */
export const tourDaysPhrase = (days: readonly TourDay[], words?: DayWords & { daily: string }): string => {
  const offered = TOUR_DAYS.filter((day) => days.includes(day));
  return offered.length === 0 || offered.length === TOUR_DAYS.length ? (words?.daily ?? 'daily') : daysInWords(offered, words);
};
