import { MAX_PREFERRED_TIMES, MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, VISIT_PARTS } from '@afh/contract/choices';

/**
 * A tour request's optional details (issue 19; docs/api.md "Contact and tour requests"): the lists
 * are the contract's, so the form offers exactly what the server keeps.
 */
export { MAX_PREFERRED_TIMES, MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, VISIT_PARTS };

export type TourDetails = {
  relationship?: string;
  move_in_timeframe?: string;
  payment_source?: string;
  /** Each "YYYY-MM-DD morning" or "YYYY-MM-DD afternoon". */
  preferred_times?: string[];
  /** An open tour time chosen (issue 33): books it. */
  tour_start?: string;
};

/** One row of the form's preferred visit times, as the visitor left it. */
export type VisitChoice = { date: string; part: string };

/** The rows' legends, in order; there are as many rows as the server keeps times. */
export const VISIT_CHOICES = ['First choice', 'Second choice', 'Third choice'].slice(0, MAX_PREFERRED_TIMES);

/** The server's way of writing a visit time; rows without a date are left out. */
export const preferredTimes = (choices: VisitChoice[]): string[] =>
  choices
    .filter((choice) => choice.date.trim() !== '')
    .map((choice) => `${choice.date.trim()} ${choice.part}`)
    .slice(0, MAX_PREFERRED_TIMES);

/** Only what was filled in is sent: a blank means no answer, and the server needs no empty fields. */
export const tourDetails = (fields: { relationship: string; move_in_timeframe: string; payment_source: string; choices: VisitChoice[] }): TourDetails => {
  const times = preferredTimes(fields.choices);
  const relationship = fields.relationship.trim();
  return {
    ...(relationship ? { relationship } : {}),
    ...(fields.move_in_timeframe ? { move_in_timeframe: fields.move_in_timeframe } : {}),
    ...(fields.payment_source ? { payment_source: fields.payment_source } : {}),
    ...(times.length ? { preferred_times: times } : {}),
  };
};

/** Today in the visitor's own calendar, as a date input writes it: the earliest day a visit can be. */
export const isoToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
