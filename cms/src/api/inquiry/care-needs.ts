import type { Modules } from '@strapi/strapi';
import type { Inquiry } from '@afh/contract/records';
import type { ParsedRequest } from '@afh/contract/requests';
import { currentPaymentType, PAYMENT_SOURCES } from '@afh/contract/choices';
import { HEALTH_DATA_CONSENT_FIELD, HEALTH_DATA_CONSENT_REQUIRED, HEALTH_DATA_CONSENT_TEXT, hasHealthAnswers, INSULIN_NEEDS, MEMORY_NEEDS, MOBILITY_NEEDS } from '@afh/contract/care-needs';
import { badRequest } from '../../content/http';

type Entry = Modules.Documents.Document<'api::inquiry.inquiry'>;
type Submitted = Pick<ParsedRequest<'contact/submit'>, 'payment_source' | 'care_needs' | 'health_data_consent'>;

/** The pre-screen's columns, as a tour request stores them (only what was answered). */
export type StoredCareNeeds = { careMobility?: string; careMemory?: string; careInsulin?: string; healthDataConsentAt?: string; healthDataConsentText?: string };

/**
 * The way to pay of a request: `payment_source` (issue 19) and the pre-screen's `care_needs.payment`
 * (issue 46) are one answer, so either may carry it; both, they must agree.
 */
export const paymentOf = ({ payment_source: source, care_needs: needs }: Submitted): string => {
  const prescreen = needs?.payment ?? '';
  if (source && prescreen && source !== prescreen) throw badRequest('Payment source and care_needs.payment are the same answer: send one of them, or the same in both.', 'payment_source');
  return source || prescreen;
};

/**
 * The health answers of a tour request, with the consent that lets them be kept: its time (now)
 * and its exact words. Answers without consent are refused (400), before anything is stored or
 * booked, so the family can tick the box and send the whole request again.
 */
export const storedCareNeeds = ({ care_needs: needs, health_data_consent: consent }: Submitted, now = new Date()): StoredCareNeeds => {
  if (!needs || !hasHealthAnswers(needs)) return {};
  if (consent !== true) throw badRequest(HEALTH_DATA_CONSENT_REQUIRED, HEALTH_DATA_CONSENT_FIELD);
  return {
    ...(needs.mobility ? { careMobility: needs.mobility } : {}),
    ...(needs.memory ? { careMemory: needs.memory } : {}),
    ...(needs.insulin ? { careInsulin: needs.insulin } : {}),
    healthDataConsentAt: now.toISOString(),
    healthDataConsentText: HEALTH_DATA_CONSENT_TEXT,
  };
};

const oneOfOrEmpty = <T extends string>(values: readonly T[], value: unknown): T | '' => values.find((one) => one === value) ?? '';

/** The record's pre-screen (admins only: inquiries/read.php and its CSV). */
export const careNeedsRecord = (entry: Entry): Pick<Inquiry, 'care_needs' | 'health_data_consent'> => ({
  care_needs: {
    mobility: oneOfOrEmpty(MOBILITY_NEEDS, entry.careMobility),
    memory: oneOfOrEmpty(MEMORY_NEEDS, entry.careMemory),
    insulin: oneOfOrEmpty(INSULIN_NEEDS, entry.careInsulin),
    payment: oneOfOrEmpty(PAYMENT_SOURCES, currentPaymentType(entry.paymentSource)),
  },
  health_data_consent: entry.healthDataConsentAt ? { at: new Date(String(entry.healthDataConsentAt)).toISOString(), text: entry.healthDataConsentText ?? '' } : null,
});
