import type { Inquiry } from './inquiries-api';

export const fullName = (inquiry: Inquiry) => `${inquiry.first_name} ${inquiry.last_name}`;

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** 'Nov 22, 2026, 4:15 AM', in the reader's time zone. */
export const formatReceived = (value: string) => received.format(new Date(value));

/**
 * Case-insensitive match on name, email, phone, request type, message or notes; a search made of
 * phone digits also finds the number however it was typed.
 */
export const matchesSearch = (inquiry: Inquiry, term: string) => {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [fullName(inquiry), inquiry.email, inquiry.phone, inquiry.service_type, inquiry.message, inquiry.notes].join('\n').toLowerCase();
  const phoneDigits = inquiry.phone.replace(/\D/g, '');
  return words.every((word) => text.includes(word) || (/^[\d()+\-.]{3,}$/.test(word) && phoneDigits.includes(word.replace(/\D/g, ''))));
};
