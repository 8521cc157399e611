import { formatMonth } from '../../lib/format-dates';
import { PAGE_TEXT } from '../site/page-text';
import { defineWords } from '../site/words';
import { policyWords } from './legal-text';

/**
 * The consumer health data privacy policy: what Washington's My Health My Data Act (RCW 19.373.020
 * and .040) asks a policy to say, in plain words for families. Spanish: health-data-words.es.ts.
 */
const en = policyWords({
  title: PAGE_TEXT.healthData.title,
  subtitle: 'What we do with the health information you share with us, and how to see or delete it.',
  crumb: PAGE_TEXT.healthData.title,
  stamp: (month) => `Effective: ${formatMonth(month)}`,
  intro: [
    'Washington’s My Health My Data Act (RCW 19.373) gives you rights over information about your health. This policy explains what health information ',
    { detail: 'business' },
    ' collects through this website, why, who sees it, and how you can see it, delete it or withdraw your consent. It adds to our Privacy Policy, which covers the rest of what we do.',
  ],
  sections: {
    'health-data-we-collect': {
      title: 'Health Data We Collect',
      body: [
        {
          p: '“Consumer health data” is information about a person’s physical or mental health, or that shows someone is looking for care. Through this website we collect only what you choose to send us:',
        },
        {
          list: [
            [
              { strong: 'What you type in our contact and tour request form' },
              ': your first and last name, your email address and phone number, what your message is about (for example, a tour), and your message. For a tour you may also tell us, if you wish, who you are to the future resident, when they might move in, how care would be paid for (for example, Medicaid) and the days that suit you for a visit. A message may mention a loved one’s health or care needs, so we treat every message and every tour answer as health data.',
            ],
            [
              { strong: 'The short questions about care on the tour form' },
              ', each optional: how your loved one gets around (walks alone, walks with help, uses a wheelchair, or needs two people to transfer), any memory concerns (none, some, or a dementia diagnosis) and whether they use insulin. We keep these answers only if you tick the box that allows it, which is separate from everything else on the form; we keep the time you ticked it and the words you agreed to with them. Only the people of our home who answer inquiries see them, in our website’s office pages: our email to ourselves only says there are answers to read, and they are deleted with your request.',
            ],
            [{ strong: 'What you tell us when you call or write to us' }, ' about a possible move to our home.'],
            [
              { strong: 'Account details of our staff' },
              ' who sign in to manage this website: their name, email address and phone number. These accounts hold no health information.',
            ],
          ],
        },
        {
          p: 'We collect this information only from you. We do not buy information about anyone, and this website uses no advertising or tracking cookies. Please don’t include medical details in the form; we’ll talk about care in person.',
        },
      ],
    },
    'why-we-collect-it': {
      title: 'Why We Collect It',
      body: [
        { p: 'We use what you send us only to:' },
        { list: ['answer your question;', 'arrange a tour of our home;', 'talk with you about the care your loved one needs, and whether our home is right for them.'] },
        { p: 'We never use it for advertising, and never for anything you did not ask us for.' },
      ],
    },
    'who-we-share-it-with': {
      title: 'Who We Share It With',
      body: [
        {
          p: [
            'Your message stays with ',
            { detail: 'business' },
            ': only the people of our home who answer inquiries read it. We share it with no one else, with one exception:',
          ],
        },
        {
          list: [
            [
              { strong: 'Our email provider.' },
              ' When our home has email notifications set up, a copy of your message is sent to us by email, so our email provider carries it for us. It may use it only to deliver our email.',
            ],
          ],
        },
        { p: 'We would share your information with anyone else only with your consent, or where the law requires it (such as a court order).' },
      ],
    },
    'how-long-we-keep-it': {
      title: 'How Long We Keep It',
      body: [
        {
          p: 'We keep your message while we are in touch with you. Once your request is closed, it is deleted automatically after one year, sooner if you ask us to delete it.',
        },
      ],
    },
    'we-never-sell-it': {
      title: 'We Never Sell Your Health Data',
      body: [{ p: 'We do not sell, rent or trade consumer health data, or any other personal information, to anyone, for any price.' }],
    },
    'see-or-delete-your-data': {
      title: 'How to See or Delete Your Data',
      body: [
        { p: 'You have the right to:' },
        {
          list: [
            'ask whether we hold health data about you, and see it (we will give you a copy);',
            'get the list of everyone we have shared it with;',
            'ask us to delete it. We will also have it deleted from our email provider’s copies.',
          ],
        },
        {
          p: 'To do any of these, call or write to us (see “Contact Us” below). We may ask a question or two to make sure we are speaking with you. It is free, and we will never treat you differently for asking.',
        },
        {
          p: [
            { strong: 'We answer within 45 days.' },
            ' If we need more time, we will tell you why within those 45 days, and take at most 45 days more. If we cannot do what you ask, we will tell you why, and you can appeal by writing to us; we answer an appeal within 45 days. If you are not satisfied with our answer, you can contact the Washington State Attorney General’s Office at',
            ' ',
            { link: 'https://www.atg.wa.gov/file-complaint', text: 'www.atg.wa.gov/file-complaint' },
            '.',
          ],
        },
      ],
    },
    'withdraw-your-consent': {
      title: 'How to Withdraw Your Consent',
      body: [
        {
          p: 'Sending us the form is your consent for us to use what you wrote to answer you; the answers to the questions about care need the separate box you tick for them. You can withdraw either consent at any time: call or write to us and say so. We will then stop using your information and delete it, unless the law requires us to keep it (for example, the care records of someone who has become a resident of our home, which our Privacy Policy describes).',
        },
      ],
    },
    'contact-us': {
      title: 'Contact Us',
      body: [
        { p: 'For any question about your health data, or to use any of your rights, please call or write to us:' },
        { contact: 'Privacy Officer' },
      ],
    },
  },
});

export type HealthDataWords = typeof en;
export const healthDataWords = defineWords('health-data', en, { es: () => import('./health-data-words.es') });
