import { CARE_SPECIALTIES, CARE_SPECIALTY_LABELS, type CareSpecialty } from '@afh/contract/choices';
import { slugOf } from './catalog-query';
import type { Service } from '../../lib/types';

/** Words in a service's title that show it is the service for that care (the title cut to 200 characters first). */
const SERVICE_WORDS: Readonly<Record<Exclude<CareSpecialty, 'other'>, RegExp>> = {
  memory_care: /memory|dementia|alzheimer/,
  diabetes: /diabet|insulin/,
  transfers: /transfer|lift|mobility/,
  hospice: /hospice|end of life|end-of-life|palliative/,
  behavior_support: /behavio/,
  mental_health: /mental/,
  developmental_disabilities: /developmental/,
  wound_care: /wound/,
  oxygen: /oxygen|respiratory/,
};

export type CareEntry = { key: CareSpecialty; label: string; slug?: string };

/**
 * The care the owner ticked (issue 46), in the list's order: each in plain words ("Other" in her
 * own, and left out while she gave none), with the slug of the first service whose title names it.
 * Never more than she ticked.
 */
export const careEntries = (ticked: readonly string[], other: string, services: readonly Service[] = []): CareEntry[] =>
  CARE_SPECIALTIES.filter((key) => ticked.includes(key) && (key !== 'other' || other.trim() !== '')).map((key) => {
    if (key === 'other') return { key, label: other.trim() };
    const words = SERVICE_WORDS[key];
    const service = services.find((candidate) => words.test(candidate.title.slice(0, 200).toLowerCase()));
    return { key, label: CARE_SPECIALTY_LABELS[key], slug: service ? slugOf(service) : undefined };
  });
