import { type ServiceType } from '@afh/contract/rules';
import { SERVICE_TYPES, TOUR_REQUEST } from '@afh/contract/choices';
import { HEARD_FROM } from '@afh/contract/inquiry-words';
import type { TourDetails } from './tour-details';
import type { CareNeedsRequest } from './care-needs';

/** The contact form's fields and rules (spec sections 3 and 5; docs/api.md "Contact and tour requests"). */

/** The request types the server takes, from the contract (docs/api.md). */
export { SERVICE_TYPES, type ServiceType };

export const TOUR_TYPE: ServiceType = TOUR_REQUEST;
export const DEFAULT_TYPE: ServiceType = 'General Information';

export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType: string;
  message: string;
};
export type ContactField = keyof ContactValues;
/** What is sent: the fields, for a tour request the answers to its optional questions, and how they heard of the home if they said (issue 45). */
export type ContactRequest = ContactValues & TourDetails & CareNeedsRequest & { heard_from?: string };
/** "How did you hear about us?": optional, any request. */
export { HEARD_FROM };
export const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'message'];

/**
 * Where the form goes. Our own API stores the message (and answers a plain form post with a
 * redirect back to /contact); a build may point it at an outside form provider instead.
 */
export const CONTACT_FORM_ACTION: string =
  (import.meta.env.VITE_CONTACT_FORM_ACTION as string | undefined) ?? '/backend/api/contact/submit.php';

/**
 * The tour's questions about walking, memory and insulin (issue 46) are asked only when the form
 * posts to this site's own API: an outside form provider would be a third party receiving
 * consumer health data, which the consumer health data policy does not allow for.
 */
export const ASKS_CARE_NEEDS = CONTACT_FORM_ACTION.startsWith('/backend/api/');

/** Said when a message went through and the server had nothing to add (the API's own wording). */
export const SENT_TEXT = 'Thank you for reaching out! We will get back to you within 2 hours.';
/** Beside the message field: the form is no place for health details (issue 19, RCW 19.373). */
export const MESSAGE_HINT = "Please don't include medical details; we'll talk about care in person.";
export const NETWORK_ERROR_TEXT = 'An error occurred. Please check your connection and try again.';
export const FAILED_TEXT = 'Sorry, your message could not be sent. Please try again, or call us.';

const MISSING: Record<ContactField, string> = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  serviceType: 'Please choose what your message is about.',
  message: 'Please write your message.',
};

type Validatable = { name: string; value: string; validity: ValidityState };

/**
 * The message for one control, from the browser's own checks (required, type=email) plus a
 * trim, because a field of spaces passes `required` but tells us nothing.
 */
export const fieldError = (field: ContactField, control: Validatable): string | undefined => {
  if (control.validity.valueMissing || control.value.trim() === '') return MISSING[field];
  if (control.validity.typeMismatch && field === 'email') return 'Please enter a valid email address, such as name@example.com.';
  if (!control.validity.valid) return MISSING[field];
  return undefined;
};
