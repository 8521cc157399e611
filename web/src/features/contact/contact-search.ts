import { useRouterState } from '@tanstack/react-router';
import { MESSAGES } from '@afh/contract/messages';
import { HEALTH_DATA_CONSENT_REQUIRED } from '@afh/contract/care-needs';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';
import { tourWords } from './tour-words';
import type { SentTour } from './tour-recap';
import { isCalendarPath, isManagePath, isTourInstant } from '../site/tour-time';

export type ContactSearch = {
  /** ?type=tour: the visitor came to book a tour. */
  wantsTour: boolean;
  /** ?sent=1 / ?sent=0&error=...: how a plain (no-JavaScript) form post went, after the server's redirect. */
  outcome: { kind: 'sent'; tour?: SentTour } | { kind: 'failed'; message: string } | null;
  /** The plain post was refused by the booking caps (issue 41): the form asks for preferred times instead. */
  bookingClosed: boolean;
};

/**
 * Anyone can put any text in a link's ?error=, so only the server's own field messages
 * ('Email must be a valid email address', 'Phone is required', 'Payment source must be one of:
 * ..., Medicaid (COPES / Community First Choice), ...') are shown word for word.
 */
const SERVER_FIELD_MESSAGE = /^(First name|Last name|Email|Phone|Service type|Message|Relationship|Move-in timeframe|Payment source|Walking|Memory|Insulin|Health data consent) [a-z0-9 ,:&/()-]+$/i;
/** The booking caps' refusals (issue 41): the form then asks for preferred times instead of a time. */
export const BOOKING_CLOSED_MESSAGES: readonly string[] = [MESSAGES.tourLimitFamily, MESSAGES.tourLimitDay];
/** The tour time's own refusals (issue 33): a time just taken, or one not offered; and the caps'. */
const TOUR_MESSAGES: readonly string[] = [MESSAGES.tourTaken, MESSAGES.tourNotOffered, ...BOOKING_CLOSED_MESSAGES, HEALTH_DATA_CONSENT_REQUIRED];
/** The server's message, when it is one of those; else null. */
const trustedError = (text: string | null): string | null => {
  const message = (text ?? '').trim();
  if (TOUR_MESSAGES.includes(message)) return message;
  return message.length <= 200 && SERVER_FIELD_MESSAGE.test(message) ? message : null;
};

/**
 * Reads the contact page's query string. The raw string is used (not the router's parsed search):
 * `sent=1` must not depend on the router's JSON parsing of values.
 */
export const useContactSearch = (): ContactSearch => {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  // Said in the page's language (issue 47): the server's message by its English words.
  const w = useWords(contactWords);
  const { server } = useWords(tourWords);
  const params = new URLSearchParams(searchStr);
  const sent = params.get('sent');
  // A plain post that booked a time comes back with it (?tour=), its calendar link (?ics=) and its manage link (?manage=).
  const tour = params.get('tour');
  const ics = params.get('ics');
  const manage = params.get('manage');
  const booked: SentTour | undefined = isTourInstant(tour)
    ? { start: tour, ...(isCalendarPath(ics) ? { ics_url: ics } : {}), ...(isManagePath(manage) ? { manage_url: manage } : {}) }
    : undefined;
  const refusal = sent === '0' ? trustedError(params.get('error')) : null;
  return {
    wantsTour: params.get('type') === 'tour',
    outcome: sent === '1' ? { kind: 'sent', ...(booked ? { tour: booked } : {}) } : sent === '0' ? { kind: 'failed', message: refusal ? server(refusal) : w.errors.failed } : null,
    bookingClosed: refusal !== null && BOOKING_CLOSED_MESSAGES.includes(refusal),
  };
};
