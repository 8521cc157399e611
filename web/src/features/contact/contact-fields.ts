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

type Validatable = { name: string; value: string; validity: ValidityState };
/** The form's own messages, in the page's language (contact-words.ts). */
type FieldErrors = { missing: Record<ContactField, string>; email: string };

/**
 * The message for one control, from the browser's own checks (required, type=email) plus a
 * trim, because a field of spaces passes `required` but tells us nothing.
 */
export const fieldError = (field: ContactField, control: Validatable, errors: FieldErrors): string | undefined => {
  if (control.validity.valueMissing || control.value.trim() === '') return errors.missing[field];
  if (control.validity.typeMismatch && field === 'email') return errors.email;
  if (!control.validity.valid) return errors.missing[field];
  return undefined;
};
