import { CARE_SPECIALTY_LABELS } from '@afh/contract/choices';
import { defineWords } from './words';

/** The words of "We care for people living with:" (care-list.tsx, issue 46), on the home and Services pages (issue 47). */
const en = {
  eyebrow: 'The Care We Give',
  title: 'Can We Care for Your Loved One?',
  intro: 'We care for people living with:',
  /** The care in plain words: the settings' labels ("Other" is the owner's own words). */
  labels: CARE_SPECIALTY_LABELS,
};

export type CareWords = typeof en;
export const careWords = defineWords('care', en, { es: () => import('./care-words.es') });
