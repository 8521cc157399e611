import { z } from 'zod';
import { bodySchema, email, isPhoneNumber, oneOf, optionalText, recordId, requiredText } from '../../../lib/validation';

export const SERVICE_TYPES = ['Schedule a Tour', 'General Information', 'Pricing & Insurance', 'Medical Questions', 'Other'] as const;
export const STATUSES = ['new', 'contacted', 'scheduled', 'closed'] as const;
export type InquiryStatus = (typeof STATUSES)[number];

export const NOTES_MAX = 5000;
export const SEARCH_MAX = 200;

export const contactSchema = bodySchema('contact/submit', z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: email(),
  phone: requiredText('Phone', 40).refine(isPhoneNumber, 'Phone must be a valid phone number'),
  serviceType: oneOf('Service type', SERVICE_TYPES),
  message: requiredText('Message', 5000),
}));

/** The admin changes a request's status, its notes, or both; the visitor's own words stay as sent. */
export const updateSchema = bodySchema('inquiries/update', z
  .strictObject({
    id: recordId,
    status: oneOf('Status', STATUSES).optional(),
    notes: optionalText('Notes', NOTES_MAX).optional(),
  })
  .refine((input) => input.status !== undefined || input.notes !== undefined, 'Nothing to update: send status or notes'));

export const deleteSchema = bodySchema('inquiries/delete', z.strictObject({ id: recordId }));

/** `?search=`: at most one, and short; words are matched separately. */
export const listQuerySchema = bodySchema('inquiries/read (query)', z.strictObject({
  search: z
    .string({ error: 'search must be a single text value' })
    .trim()
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .optional(),
}));
