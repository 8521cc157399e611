import { formatMonth } from '../../lib/format-dates';
import { availabilityWords, type AvailabilityWords } from './availability-words';
import { wordsIn } from '../site/words';

/**
 * Whether a room is open (issue 46), in the words families look for: "1 room open now", "Next
 * opening: March 2027", or, full with no date, that they can join the waiting list. Nothing when the
 * owner has said nothing.
 */
export const roomsText = (roomsOpen: number | null, nextOpening: string, w: AvailabilityWords = wordsIn(availabilityWords, 'en'), months?: readonly string[]) => {
  if (roomsOpen !== null && roomsOpen > 0) return w.rooms(roomsOpen);
  if (nextOpening) return w.nextOpening(formatMonth(nextOpening, months));
  return roomsOpen === 0 ? w.full : '';
};
