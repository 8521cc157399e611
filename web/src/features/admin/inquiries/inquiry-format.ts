import { tourTimeInWords } from '../../site/tour-time';
import { CLOSED_REASON_WORDS, INQUIRY_STATUS_WORDS, type ClosedReason } from '@afh/contract/inquiry-words';
import { isLanguageCode } from '@afh/contract/languages';
import { prefersLanguage } from '@afh/contract/language-names';
import type { Inquiry, InquiryStatus } from './inquiries-api';

export const fullName = (inquiry: Inquiry) => `${inquiry.first_name} ${inquiry.last_name}`;

/**
 * "Prefers Spanish" for a request sent from a page in another language (issue 47); null for one
 * sent in English, or by a server that does not say.
 */
export const preferredLanguage = (inquiry: Inquiry): string | null => {
  const { language }: Inquiry & { language?: unknown } = inquiry;
  return isLanguageCode(language) ? prefersLanguage(language) : null;
};

// The day as the visitor chose it: read and written in UTC, so no time zone moves it.
const visitDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-03 morning' -> 'Thu, Dec 3, 2026, morning'; anything else as it is. */
export const formatVisitTime = (time: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\w+)$/.exec(time);
  if (!match) return time;
  return `${visitDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))}, ${match[4]}`;
};

/** How a booked tour stands, after its time ("booked" goes without saying). */
const TOUR_STANDING = { booked: '', confirmed: ' (confirmed)', cancelled: ' (cancelled)', done: ' (done)' } as const;

/**
 * A tour request's details that were given, by their labels (issue 19), first the time it booked,
 * on the home's clock (issue 45); none for other requests.
 */
export const tourFacts = (inquiry: Inquiry, timezone: string): Array<[string, string]> =>
  (
    [
      ['Tour booked', inquiry.tour ? `${tourTimeInWords(inquiry.tour.start, timezone)}${TOUR_STANDING[inquiry.tour.status]}` : ''],
      ['Relationship', inquiry.relationship],
      ['Move-in timeframe', inquiry.move_in_timeframe],
      ['Payment source', inquiry.payment_source],
      ['Preferred visit times', inquiry.preferred_times.map(formatVisitTime).join('; ')],
    ] satisfies Array<[string, string]>
  ).filter(([, value]) => value !== '');

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** 'Nov 22, 2026, 4:15 AM', in the reader's time zone. */
export const formatReceived = (value: string) => received.format(new Date(value));

/**
 * The tour pre-screen's health answers that were given (issue 46), by their short labels, and the
 * consent that lets the home keep them: when, and the words agreed to. The way to pay is among the
 * tour facts (Payment source). Only the admin's request view shows them.
 */
export const careFacts = ({ care_needs: needs, health_data_consent: consent }: Inquiry): Array<[string, string]> => {
  // The labels as the CSV's columns say them; written here, not imported, so that the lists of
  // contract/care-needs stay in the contact form's chunk alone (a chunk shared with the admin
  // would be named in the entry's preload map: bytes on the first load of /).
  const answers = (
    [
      ['Walking', needs?.mobility ?? ''],
      ['Memory', needs?.memory ?? ''],
      ['Insulin', needs?.insulin ?? ''],
    ] satisfies Array<[string, string]>
  ).filter(([, value]) => value !== '');
  return consent ? [...answers, ['Health data consent', `Given ${formatReceived(consent.at)}: “${consent.text}”`]] : answers;
};

/**
 * Case-insensitive match on name, email, phone, request type, message, relationship or notes; a
 * search made of phone digits also finds the number however it was typed.
 */
export const matchesSearch = (inquiry: Inquiry, term: string) => {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [fullName(inquiry), inquiry.email, inquiry.phone, inquiry.service_type, inquiry.message, inquiry.relationship, inquiry.notes].join('\n').toLowerCase();
  const phoneDigits = inquiry.phone.replace(/\D/g, '');
  return words.every((word) => text.includes(word) || (/^[\d()+\-.]{3,}$/.test(word) && phoneDigits.includes(word.replace(/\D/g, ''))));
};

/** A stage in words, with why it was closed: "Closed (Chose another home)". */
export const stageWords = (status: InquiryStatus, reason: ClosedReason | '' = '') => `${INQUIRY_STATUS_WORDS[status]}${status === 'closed' && reason ? ` (${CLOSED_REASON_WORDS[reason]})` : ''}`;
