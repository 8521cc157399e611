import { defineWords } from '../site/words';

/**
 * The words of a family's own tour page (/tour?token=…, issue 45) (issue 47). Spanish:
 * manage-tour-words.es.ts. The open times' words are the contact form's (contact-words.ts).
 */
const en = {
  title: 'Your Tour',
  subtitle: 'Change or cancel your visit to our home.',
  /** The API's own words for such a link (MESSAGES.tourLinkInvalid), written out: the page's chunk does not carry the API's messages. */
  invalid: 'This tour link is not valid any more. Please call us to arrange a visit.',
  /** Before the phone number, then a full stop. */
  questions: 'Questions? Call us at ',
  back: 'Back to our website',
  loading: 'Loading your tour...',
  loadError: 'Your tour could not be loaded.',
  tryAgain: 'Try Again',
  /** "Your tour of Cedar Grove is on <strong>Thursday, …</strong>. We have confirmed it: …" */
  tourOn: (home: string) => `Your tour of ${home} is on `,
  confirmed: 'We have confirmed it: we look forward to meeting you.',
  toConfirm: 'We will call or email you to confirm it.',
  /** "Your tour of Cedar Grove on <strong>Thursday, …</strong> is cancelled." */
  cancelledOn: (home: string) => `Your tour of ${home} on `,
  isCancelled: ' is cancelled.',
  moved: (when: string) => `Your tour is moved to ${when}.`,
  cancelledDone: 'Your tour is cancelled. The time is free for another family.',
  network: 'We could not reach the site. Check your connection and try again: your tour is as it was.',
  failed: 'Something went wrong on our side: your tour is as it was. Please try again, or call us.',
  bookAnother: 'Book another tour',
  cancelTitle: 'Cancel this tour',
  cancelButton: 'Cancel This Tour',
  moveTitle: 'Choose another time',
  move: 'Move My Tour',
  moving: 'Moving...',
  noneOpen: 'No other times are open online right now.',
  cancelQuestionLabel: 'Cancel your tour?',
  cancelQuestion: (when: string) => `Cancel your tour on ${when}? The time goes back to other families.`,
  keep: 'Keep My Tour',
  yesCancel: 'Yes, Cancel the Tour',
  cancelling: 'Cancelling...',
};

export type ManageTourWords = typeof en;
export const manageTourWords = defineWords('manage-tour', en, { es: () => import('./manage-tour-words.es') });
