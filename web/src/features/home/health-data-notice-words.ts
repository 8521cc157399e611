import { defineWords } from '../site/words';

/** The home page's health data notice (issue 47). Spanish: health-data-notice-words.es.ts. */
const en = {
  title: 'Your Health Data',
  /** Before the link to the policy. */
  text: 'What you tell us about a loved one’s health stays with our home: we never sell it, and you can ask us to see or delete it at any time. Read our',
  link: 'Consumer Health Data Policy',
};

export type HealthDataNoticeWords = typeof en;
export const healthDataNoticeWords = defineWords('health-data-notice', en, { es: () => import('./health-data-notice-words.es') });
