import { formatMonth } from '../../lib/format-dates';
import { defineWords } from '../site/words';
import { policyWords } from './legal-text';

/** The terms (spec section 2, Terms; office hours from spec section 9). Spanish: terms-words.es.ts. */
const en = policyWords({
  title: 'Terms of Service',
  subtitle: 'The basics of how care at our home works.',
  crumb: 'Terms of Service',
  stamp: (month) => `Effective: ${formatMonth(month)}`,
  intro: [
    'These terms describe the basic conditions of care at ',
    { detail: 'business' },
    " and the use of this website. Each resident's signed admission agreement and care plan set out the full details; where they differ from these terms, the signed documents apply.",
  ],
  sections: {
    'enrollment-and-admission': {
      title: 'Enrollment and Admission',
      body: [
        {
          p: "Admission depends on an available room and on our being able to meet the resident's care needs safely. Before a resident moves in, we need:",
        },
        {
          list: [
            [{ strong: 'A health assessment by a physician' }, ", describing the resident's health, diagnoses and care needs;"],
            [
              { strong: 'A complete medication list' },
              " with the prescribing physician's orders, and written authorization for our caregivers to assist with or administer medications;",
            ],
            [{ strong: 'Emergency contacts' }, ": family members or representatives we can reach at any time, and the resident's physician;"],
            [
              { strong: 'A signed care plan' },
              ', agreed with the resident and their family or representative, describing the care we will give and how.',
            ],
          ],
        },
      ],
    },
    payment: {
      title: 'Payment',
      body: [
        {
          p: 'Care is billed monthly, and payment is due in advance, on the date stated in the admission agreement. Rates depend on the level of care each resident needs and are given in writing before admission. We give advance written notice of any change in rates, as Washington State law requires.',
        },
        {
          p: 'If a payment is late, we will contact you to make arrangements. Late or missed payment may lead to an interruption of services; any such step is taken only with the written notice the law requires, and never in a way that puts a resident at risk.',
        },
      ],
    },
    'operating-hours': {
      title: 'Operating Hours',
      body: [
        { p: [{ strong: 'Care never stops:' }, ' caregivers are in our home and on duty ', { detail: 'careHours' }, ', every day of the year.'] },
        {
          p: [
            { strong: 'Our office' },
            ' is open ',
            { strong: 'Monday to Friday, 7:00 AM to 6:00 PM' },
            ', for admissions, billing, paperwork and care-plan meetings. Outside office hours, you can still reach the caregivers on duty at',
            ' ',
            { detail: 'phone' },
            '. Tours are available ',
            { detail: 'tourDays' },
            ' by appointment.',
          ],
        },
      ],
    },
    'health-and-safety': {
      title: 'Health and Safety',
      body: [
        {
          p: 'We follow the licensing rules of the Washington State Department of Social and Health Services, including those for medication handling, infection control, fire safety and emergency planning. To help us keep everyone safe, we ask residents and families to:',
        },
        {
          list: [
            'tell us promptly about any change in health, medications, doctors or care needs;',
            'give all medications, including over-the-counter ones, to our staff rather than keeping them in rooms;',
            'postpone visits when feeling unwell, to protect residents from infection;',
            'follow our safety and emergency procedures during visits.',
          ],
        },
        { p: "In a medical emergency we call 911 first, then notify the resident's physician and family or representative as soon as possible." },
      ],
    },
    'limitation-of-liability': {
      title: 'Limitation of Liability',
      body: [
        {
          p: 'We take great care of residents and their belongings. To the extent the law allows, we are not responsible for the loss of, or damage to, valuables and personal belongings that have not been placed in our safekeeping in writing; we recommend insurance for items of value.',
        },
        {
          p: 'The information on this website is general and is not medical advice. Nothing in these terms limits our responsibility for our own negligence, or any right a resident has under Washington State law.',
        },
      ],
    },
    termination: {
      title: 'Termination',
      body: [
        {
          p: "A resident or their representative may end the agreement by giving written notice, as set out in the admission agreement. We may end services only for the reasons, and with the written notice, that Washington State law allows (for example, when we can no longer meet a resident's needs safely, or for non-payment), and we will help the resident and family plan a safe move.",
        },
      ],
    },
    questions: {
      title: 'Questions',
      body: [
        { p: 'We are glad to explain any part of these terms before you sign anything. Please contact our office:' },
        { contact: 'Office Administrator' },
      ],
    },
  },
});

export type TermsWords = typeof en;
export const termsWords = defineWords('terms', en, { es: () => import('./terms-words.es') });
