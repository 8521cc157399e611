import type { PAYMENT_TYPES } from '@afh/contract/choices';
import { defineWords } from '../site/words';

/** The Costs & Payment page's words (issue 47). Spanish: costs-words.es.ts. */
const en = {
  title: 'Costs & Payment',
  subtitle: 'What care in our home costs each month, what that includes, and how families pay.',
  crumb: 'Costs & Payment',
  monthlyCost: 'Monthly Cost',
  priceText: 'The price depends on the care your loved one needs. We agree it with you before move-in, in writing.',
  callTitle: 'Call us to talk about costs',
  callBefore: 'Every resident needs different care, so we talk about costs with each family. Call us at',
  callAfter: 'and we will explain what care would cost for your loved one.',
  included: 'What Is Included',
  ways: 'Ways to Pay',
  paymentTypes: {
    'Private pay': 'Private pay',
    'Medicaid (COPES / Community First Choice)': 'Medicaid (COPES / Community First Choice)',
    'Long-term care insurance': 'Long-term care insurance',
    'VA benefits': 'VA benefits',
    Other: 'Other',
  } as Record<(typeof PAYMENT_TYPES)[number], string>,
  medicaid: 'Paying with Medicaid',
  ctaTitle: 'Questions About Costs?',
  ctaText: 'Call us and we will talk through care, costs and payment with you, or come and see the home on a tour.',
  call: 'Call',
  tour: 'Schedule a Tour',
};

export type CostsWords = typeof en;
export const costsWords = defineWords('costs', en, { es: () => import('./costs-words.es') });
