import { defineWords } from '../site/words';

/**
 * The call bar's words on phones (phone-action-bar.tsx), in English; Spanish: call-bar-
 * words.es.ts. They come with that code, not with every page's first script.
 */
const en = {
  call: 'Call',
  callUs: 'Call us',
  callOrTour: 'Call or book a tour',
  bookTour: 'Book a tour',
};

export type CallBarWords = typeof en;
export const callBarWords = defineWords('call-bar', en, { es: () => import('./call-bar-words.es') });
