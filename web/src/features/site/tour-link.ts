/** The id of the contact form's card, on /contact and on the home page: the anchor tour links land on. */
export const CONTACT_FORM_ID = 'contact-form';

/**
 * Where every "Schedule a Tour" button goes (issue 19): /contact with the tour topic chosen
 * (?type=tour, read by contact-search.ts, on the server too) and the form in view (the anchor,
 * which the browser follows on a full page load and the router on a navigation inside the app).
 */
export const TOUR_LINK = { to: '/contact', search: { type: 'tour' }, hash: CONTACT_FORM_ID } as const;
