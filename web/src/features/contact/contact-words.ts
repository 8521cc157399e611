import { CARE_NEED_QUESTIONS, HEALTH_DATA_CONSENT_TEXT, INSULIN_NEEDS, MEMORY_NEEDS, MOBILITY_NEEDS } from '@afh/contract/care-needs';
import { MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, SERVICE_TYPES, VISIT_PARTS } from '@afh/contract/choices';
import { HEARD_FROM } from '@afh/contract/inquiry-words';
import type { CalendarWords } from '../site/calendar-words';
import { defineWords } from '../site/words';

/**
 * The words of the contact page, its form (the tour's questions, the open times, the pre-screen),
 * its outcome and the tour banner (issue 47). Spanish: contact-words.es.ts. The choices' values are
 * what the server keeps (the contract's lists, in English); these are only their labels, which in
 * English are the values themselves.
 */
const same = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value): [T, string] => [value, value])) as Record<T, string>;

const en = {
  /**
   * The tour days in words (tour-days.ts): English's own; another language's from its calendar
   * words, taken into this part's module, so that the contact page does not load calendar-words.ts
   * (a chunk more for the home page's list of what the contact section needs).
   */
  days: undefined as CalendarWords['days'],
  page: {
    title: 'Contact Us',
    subtitle: 'We are here for you and your family, every day. Reach out with any question or to arrange a visit.',
    crumb: 'Contact Us',
  },
  section: {
    eyebrow: 'Contact Us',
    title: 'Get in Touch',
    intro: 'Questions about care, a room or a visit? Call us or send a message, and we will reply within 2 hours.',
  },
  details: {
    title: 'Contact Information',
    address: 'Address',
    directions: 'Get directions',
    newTab: ' (opens in a new tab)',
    mainPhone: 'Main Phone',
    emergencyPhone: 'Emergency Phone',
    email: 'Email',
    hours: 'Hours',
    /** Before the care's hours ("24/7") and the tour days, each its own text. */
    care: 'Care available ',
    licensed: 'Licensed Adult Family Home',
    tours: 'Tours available ',
  },
  form: {
    messageTitle: 'Send Us a Message',
    tourTitle: 'Schedule a Tour',
    note: 'All fields are required. We reply within 2 hours.',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    topic: 'How can we help?',
    message: 'Message',
    /** Beside the message field: the form is no place for health details (issue 19, RCW 19.373). */
    messageHint: "Please don't include medical details; we'll talk about care in person.",
    heardFrom: 'How did you hear about us? (optional)',
    heardFromNone: 'Choose one, if you like',
    send: 'Send Message',
    sending: 'Sending...',
    privacy: 'We use your details only to answer you. Read our ',
    privacyPolicy: 'Privacy Policy',
    and: ' and our',
    healthPolicy: 'Consumer Health Data Policy',
  },
  serviceTypes: same(SERVICE_TYPES),
  heardFromChoices: same(HEARD_FROM),
  errors: {
    missing: {
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      serviceType: 'Please choose what your message is about.',
      message: 'Please write your message.',
    },
    email: 'Please enter a valid email address, such as name@example.com.',
    /** Said at the consent box when it is needed and not ticked; nothing typed is cleared. */
    consent: 'Please tick this box to send your answers about walking, memory or insulin, or set those questions back to "Choose one". Your answers are still here.',
    network: 'An error occurred. Please check your connection and try again.',
    failed: 'Sorry, your message could not be sent. Please try again, or call us.',
  },
  outcome: {
    /** The thank-you: the server's, in English (or the form's own when it had nothing to add). */
    sent: (message: string) => message,
    /** Before the phone number. */
    nextSteps: 'Someone from our family will call or email you back. For anything urgent, call us at',
  },
  recap: {
    preferred: 'The times you asked for:',
    /** "Thursday, December 3, in the morning". */
    preferredTime: (day: string, part: string | undefined) => (part ? `${day}, in the ${part}` : day),
    parts: same(VISIT_PARTS),
    booked: 'Your tour is booked for ',
    addToCalendar: 'Add to calendar',
    change: 'Change or cancel this tour',
  },
  tour: {
    legend: 'About your visit (optional)',
    relationship: 'Your relationship to the future resident',
    relationshipHint: 'For example: daughter, son, spouse, friend.',
    moveIn: 'When might they move in?',
    payment: 'How would care be paid for?',
    chooseOptional: 'Choose one (optional)',
    moveInChoices: same(MOVE_IN_TIMEFRAMES),
    paymentChoices: same(PAYMENT_SOURCES),
  },
  careNeeds: {
    legend: 'About their care (optional)',
    questions: CARE_NEED_QUESTIONS,
    choices: { mobility: same(MOBILITY_NEEDS), memory: same(MEMORY_NEEDS), insulin: same(INSULIN_NEEDS) },
    consent: HEALTH_DATA_CONSENT_TEXT,
    consentHint: 'Needed only if you answer the three questions above. Read our ',
  },
  visitTimes: {
    legend: 'Preferred visit times',
    hint: 'Up to three days that suit you. We will call to confirm.',
    choices: ['First choice', 'Second choice', 'Third choice'],
    date: 'Date',
    timeOfDay: 'Time of day',
    parts: { morning: 'Morning', afternoon: 'Afternoon' } as Record<(typeof VISIT_PARTS)[number], string>,
  },
  /** Above Send: the tour time chosen, and the next ones when it was just taken (the picker's words: tour-words.ts). */
  chosen: {
    yourTour: 'Your tour: ',
    nextTimes: 'The next open times',
    nextTimesLabel: 'The next open times:',
  },
  banner: {
    title: 'Ready to Schedule a Tour?',
    /** Before the tour days, then a full stop. */
    text: 'Come and see our home, meet our caregivers and ask every question you have. Tours are available ',
    schedule: 'Schedule a Tour',
    call: 'Call ',
  },
};

export type ContactWords = typeof en;
export const contactWords = defineWords('contact', en, { es: () => import('./contact-words.es') });
