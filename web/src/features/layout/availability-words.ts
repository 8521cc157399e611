import { defineWords } from '../site/words';

/**
 * The availability line's words (availability-notice.tsx, rooms-text.ts), in English; Spanish:
 * availability-words.es.ts. They come with that code, not with every page's first script.
 */
const en = {
  availability: 'Availability notice',
  rooms: (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'} open now`,
  nextOpening: (month: string) => `Next opening: ${month}`,
  full: 'Full at the moment: ask to join the waiting list',
};

export type AvailabilityWords = typeof en;
export const availabilityWords = defineWords('availability', en, { es: () => import('./availability-words.es') });
