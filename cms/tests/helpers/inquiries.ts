import { expect } from 'vitest';
import { admin } from './content';
import { api } from './http';
import type { Inquiry } from '@afh/contract/records';

let counter = 0;
/** A tag no other test or run uses, put in a request's message so a test finds its own requests. */
export const uniqueTag = () => `tag${Date.now().toString(36)}${(++counter).toString(36)}`;

/** A valid contact form; `message` carries the tag. */
export const contactForm = (tag: string, change: Record<string, string> = {}) => ({
  firstName: 'Margaret',
  lastName: 'Olsen',
  email: 'margaret.olsen@example.org',
  phone: '(360) 555-0123',
  serviceType: 'Schedule a Tour',
  message: `We would like to visit next week. [${tag}]`,
  ...change,
});

/** An inquiry as the API answers it (the contract's record). */
export type InquiryRecord = Inquiry;

/** The inbox as the admin reads it (newest first), optionally searched. */
export const readInbox = async (search?: string): Promise<InquiryRecord[]> => {
  const reply = await api.get(`/inquiries/read.php${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`, { cookie: await admin() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.records;
};

/** Submits the contact form as a visitor and returns the stored request. */
export const submitInquiry = async (tag: string, change: Record<string, string> = {}): Promise<InquiryRecord> => {
  const reply = await api.post('/contact/submit.php', { json: contactForm(tag, change) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const found = (await readInbox(tag)).filter((record) => record.message.includes(`[${tag}]`));
  expect(found).toHaveLength(1);
  return found[0];
};
