/**
 * The tour request's short pre-screen (issue 46, part 5): how the future resident gets around, any
 * memory concerns, insulin, and how care would be paid for. Walking, memory and insulin are
 * consumer health data under Washington's My Health My Data Act (RCW 19.373): they are kept only
 * with the family's consent to exactly these answers, given by its own checkbox with the words
 * below. The way to pay is not health data and needs no consent; it is the tour's one payment
 * question (`payment_source`, issue 19), also taken as `care_needs.payment` (docs/api.md).
 *
 * No zod here: the contact page imports these lists, and the rule lives with the request
 * (requests.ts, contact/submit).
 */

export const MOBILITY_NEEDS = ['Walks alone', 'Walks with help', 'Uses a wheelchair', 'Two-person transfer'] as const;
export const MEMORY_NEEDS = ['No concerns', 'Some concerns', 'Dementia diagnosis'] as const;
export const INSULIN_NEEDS = ['Yes', 'No'] as const;

export type MobilityNeed = (typeof MOBILITY_NEEDS)[number];
export type MemoryNeed = (typeof MEMORY_NEEDS)[number];
export type InsulinNeed = (typeof INSULIN_NEEDS)[number];

/** The answers that are health data, each '' or absent when not answered. */
export const HEALTH_ANSWERS = ['mobility', 'memory', 'insulin'] as const;
export type HealthAnswer = (typeof HEALTH_ANSWERS)[number];

/** The questions as the form asks them and the admin reads them, by answer. */
export const CARE_NEED_QUESTIONS: Record<HealthAnswer, string> = {
  mobility: 'How do they get around?',
  memory: 'Any memory concerns?',
  insulin: 'Do they use insulin?',
};
/** The short labels of the admin's inquiry view and the CSV. */
export const CARE_NEED_LABELS: Record<HealthAnswer, string> = { mobility: 'Walking', memory: 'Memory', insulin: 'Insulin' };

/**
 * The consent's exact words, shown beside its own checkbox and stored with the answers it covers
 * (with its time). A change of wording is a new text: what a family agreed to stays as they read it.
 */
export const HEALTH_DATA_CONSENT_TEXT =
  'I agree that the home may keep my answers about walking, memory and insulin with this request, only to see whether it can care for my loved one. They are removed with the request. I can ask for them to be deleted at any time.';

/** The refusal of health answers sent without consent (400): nothing of the request is stored. */
export const HEALTH_DATA_CONSENT_REQUIRED =
  'To send your answers about walking, memory or insulin, please tick the box that lets us keep them, or leave those questions blank. Nothing was sent yet.';

/** The request's field the refusal names, for the form to show it at the checkbox. */
export const HEALTH_DATA_CONSENT_FIELD = 'health_data_consent';

type Answers = Partial<Record<HealthAnswer | 'payment', string | undefined>> | undefined;

/** Whether any health answer (walking, memory, insulin) was given; the way to pay alone is none. */
export const hasHealthAnswers = (answers: Answers): boolean => HEALTH_ANSWERS.some((name) => Boolean(answers?.[name]));
