import { z } from 'zod';
import { email, oneOf, optionalText, recordId, requiredText } from '../../../lib/validation';

export const SERVICE_TYPES = ['Schedule a Tour', 'General Information', 'Pricing & Insurance', 'Medical Questions', 'Other'] as const;
export const STATUSES = ['new', 'contacted', 'scheduled', 'closed'] as const;
export type InquiryStatus = (typeof STATUSES)[number];

export const NOTES_MAX = 5000;
export const SEARCH_MAX = 200;

export const contactSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: email(),
  phone: requiredText('Phone', 40).refine((value) => /^[0-9+()\-.\s]+$/.test(value) && value.replace(/\D/g, '').length >= 7, 'Phone must be a valid phone number'),
  serviceType: oneOf('Service type', SERVICE_TYPES),
  message: requiredText('Message', 5000),
});

/** The admin changes a request's status, its notes, or both; the visitor's own words stay as sent. */
export const updateSchema = z
  .strictObject({
    id: recordId,
    status: oneOf('Status', STATUSES).optional(),
    notes: optionalText('Notes', NOTES_MAX).optional(),
  })
  .refine((input) => input.status !== undefined || input.notes !== undefined, 'Nothing to update: send status or notes');

export const deleteSchema = z.strictObject({ id: recordId });

/** `?search=`: at most one, and short; words are matched separately. */
export const listQuerySchema = z.strictObject({
  search: z
    .string({ error: 'search must be a single text value' })
    .trim()
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .optional(),
});
