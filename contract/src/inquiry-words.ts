/**
 * A request's one stage (issue 45), the same on Today, the inbox, its dialog, Tours and the CSV:
 * New → Contacted → Tour booked → Toured → Moved in, or Closed (with a reason). Booking a time
 * makes it Tour booked, a tour marked done Toured; confirming a tour is the tour's own flag.
 */
export const INQUIRY_STATUSES = ['new', 'contacted', 'tour_booked', 'toured', 'moved_in', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * A request's stage in words, why it was closed, and how the family heard of the home (issue 45):
 * a module of their own, so that the site's entry, which reads the rules, does not carry the
 * admin's and the contact form's words (issue 42's first-load budget).
 *
 * Each stage as the owner reads it (every screen, the CSV export):
 */
export const INQUIRY_STATUS_WORDS = {
  new: 'New',
  contacted: 'Contacted',
  tour_booked: 'Tour booked',
  toured: 'Toured',
  moved_in: 'Moved in',
  closed: 'Closed',
} as const satisfies Record<InquiryStatus, string>;
/** What the update call still takes for a stage from before issue 45 ('scheduled': a tour was booked). */
export const LEGACY_INQUIRY_STATUSES = { scheduled: 'tour_booked' } as const;
/** Why a request was closed. */
export const CLOSED_REASONS = ['not_a_fit', 'chose_another_home', 'no_longer_looking', 'no_answer'] as const;
export const CLOSED_REASON_WORDS = {
  not_a_fit: 'Not a fit',
  chose_another_home: 'Chose another home',
  no_longer_looking: 'No longer looking',
  no_answer: 'No answer',
} as const satisfies Record<(typeof CLOSED_REASONS)[number], string>;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** "How did you hear about us?" (issue 45): optional on every request, kept with it. */
export const HEARD_FROM = ['Google', 'Hospital or social worker', 'Placement agency', 'Friend or family', 'Other'] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];
