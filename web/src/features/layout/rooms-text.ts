import { formatMonth } from '../../lib/format-dates';

/**
 * Whether a room is open (issue 46), in the words families look for: "1 room open now", "Next
 * opening: March 2027", or, full with no date, that they can join the waiting list. Nothing when the
 * owner has said nothing.
 */
export const roomsText = (roomsOpen: number | null, nextOpening: string) => {
  if (roomsOpen !== null && roomsOpen > 0) return `${roomsOpen} ${roomsOpen === 1 ? 'room' : 'rooms'} open now`;
  if (nextOpening) return `Next opening: ${formatMonth(nextOpening)}`;
  return roomsOpen === 0 ? 'Full at the moment: ask to join the waiting list' : '';
};
