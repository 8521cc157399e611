import { defineWords } from '../site/words';

/**
 * The open tour times' words (the contact form's and the family's own tour page's, issue 47), and
 * the server's messages as a page says them. Spanish: tour-words.es.ts. Kept apart from the form's
 * words, so the tour page does not load those.
 */
const en = {
  slots: {
    legend: 'Choose a tour time',
    hint: 'Times are our local time. Pick a day, then a time to book it, or leave them and we will call you to find a time.',
    day: 'Day',
  },
  /**
   * The server's own messages (a field it refused, a tour time just taken, ...) as the page says
   * them: in English as they come; in another language by their English words, or a plain failure.
   */
  server: (message: string) => message,
};

export type TourWords = typeof en;
export const tourWords = defineWords('tour', en, { es: () => import('./tour-words.es') });
