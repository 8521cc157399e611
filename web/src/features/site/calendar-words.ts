import type { DayWords } from '@afh/contract/days-in-words';
import { defineWords } from './words';

/**
 * Months and days as a language writes them (issue 47): for lib/format-dates.ts and tour-days.ts,
 * whose own words are English's. They come with the code that shows a date or the tour days.
 */
const en: { months?: readonly string[]; monthYear?: (month: string, year: string) => string; days?: DayWords & { daily: string } } = {};

export type CalendarWords = typeof en;
export const calendarWords = defineWords('calendar', en, { es: () => import('./calendar-words.es') });
