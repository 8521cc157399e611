import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { email, oneOf, parseBody, requiredText } from '../../../lib/validation';

export const SERVICE_TYPES = ['Schedule a Tour', 'General Information', 'Pricing & Insurance', 'Medical Questions', 'Other'] as const;

const contactSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: email(),
  phone: requiredText('Phone', 40).refine((value) => /^[0-9+()\-.\s]+$/.test(value) && value.replace(/\D/g, '').length >= 7, 'Phone must be a valid phone number'),
  serviceType: oneOf('Service type', SERVICE_TYPES),
  message: requiredText('Message', 5000),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Validates a contact form and stores it, so no family's message is lost. */
  async submit(body: unknown) {
    const input = parseBody(contactSchema, body);
    const entry = (await strapi.documents('api::inquiry.inquiry').create({ data: { ...input, handled: false } } as never)) as { id: number };
    return entry.id;
  },
});
