import { formatMonth } from '../../lib/format-dates';
import { defineWords } from '../site/words';
import { policyWords } from './legal-text';

/** The privacy policy (spec section 2, Privacy), in plain words for families. Spanish: privacy-words.es.ts. */
const en = policyWords({
  title: 'Privacy Policy',
  subtitle: "How we protect your information and your family's.",
  crumb: 'Privacy Policy',
  stamp: (month) => `Last updated: ${formatMonth(month)}`,
  intro: [
    { detail: 'business' },
    ' is a licensed adult family home in Washington State. We respect the privacy of our residents, their families and everyone who visits this website. This policy explains what information we collect, how we use and protect it, and the choices you have.',
  ],
  sections: {
    'information-we-collect': {
      title: 'Information We Collect',
      body: [
        { p: 'We collect only the information we need to answer you and to care for our residents:' },
        {
          list: [
            [
              { strong: 'Information you give us' },
              ', such as your name, email address, phone number and what you tell us in our contact form, by phone, by email or in person.',
            ],
            [
              { strong: 'Information about prospective and current residents' },
              ', given to us during inquiries, assessments and admission: health history, diagnoses, medications, care needs, physician and pharmacy details, emergency contacts, legal representatives, and insurance and payment details.',
            ],
            [
              { strong: 'Basic technical information' },
              ' that our web server records when you visit this site, such as your IP address, browser type and the pages you open. We use it only to keep the site working and secure. The site uses only the cookies it needs to work (for example, to keep our staff signed in), and no advertising cookies.',
            ],
          ],
        },
      ],
    },
    'how-we-use-it': {
      title: 'How We Use Your Information',
      body: [
        {
          list: [
            'To answer your questions and arrange tours.',
            "To assess whether our home can meet a person's care needs.",
            "To plan, provide and coordinate each resident's care with their physicians, nurses, pharmacy and other providers.",
            "To keep residents' families and representatives informed.",
            'To bill for our services and process payments.',
            'To meet our licensing, legal and reporting duties.',
            'To improve our care, our services and this website.',
          ],
        },
      ],
    },
    sharing: {
      title: 'How We Share Information',
      body: [
        {
          p: 'We never sell, rent or trade your personal information. We do not transfer it to anyone outside our home without your consent, except as the law requires or allows:',
        },
        {
          list: [
            "with physicians, nurses, pharmacies, hospitals and emergency services involved in a resident's care;",
            'with the Washington State Department of Social and Health Services (DSHS) and other authorities, for example during licensing inspections or when the law requires us to report a concern;',
            'with service providers who help us run our home (such as billing or website hosting), who must keep it confidential;',
            'when required by law or a court order, or when needed to protect the health and safety of a resident or others.',
          ],
        },
      ],
    },
    'data-security': {
      title: 'Data Security',
      body: [
        {
          p: 'We protect personal information with administrative, physical and technical safeguards. Health information is handled in compliance with the Health Insurance Portability and Accountability Act (HIPAA) and Washington State law: paper records are kept in locked storage, electronic records are password-protected, access is limited to staff who need it for their work, and every caregiver is trained to keep resident information confidential.',
        },
        {
          p: 'No way of sending information over the internet is completely secure. Please do not send detailed medical information through our website form; call us instead, and we will take it from you safely.',
        },
      ],
    },
    'medical-information': {
      title: 'Medical Information',
      body: [
        {
          p: 'Medical and care information about residents is confidential. We use it to plan and give care, share it only with the people involved in that care or as the law permits, and keep resident records for as long as Washington State law requires. At admission, residents and their representatives receive a written explanation of how health information is used and of their rights.',
        },
      ],
    },
    'contact-information': {
      title: 'Contact Information',
      body: [
        {
          p: "When you give us your email address or phone number, we use them to answer you and, for residents' families, to keep you up to date about your loved one. We do not add you to marketing lists without your permission, and we do not share your contact details with other businesses for their own use.",
        },
      ],
    },
    'your-rights': {
      title: 'Your Rights',
      body: [
        { p: "You, or a resident's authorized representative, may:" },
        {
          list: [
            [{ strong: 'Access' }, ' the personal information we hold about you and receive a copy;'],
            [{ strong: 'Correct' }, ' information that is wrong or incomplete;'],
            [{ strong: 'Ask us to delete' }, ' your information, unless the law requires us to keep it (for example, resident care records);'],
            [
              { strong: 'Opt out of some communications' },
              ", such as newsletters or event invitations. Messages about a resident's care, safety or billing will still be sent;",
            ],
            [
              { strong: 'Make a complaint' },
              ' to us, to the Washington State Department of Social and Health Services, or to the U.S. Department of Health and Human Services Office for Civil Rights (',
              { link: 'https://www.hhs.gov/ocr', text: 'www.hhs.gov/ocr' },
              ') if you believe your privacy has not been respected. We will never treat anyone differently for making a complaint.',
            ],
          ],
        },
      ],
    },
    'privacy-officer': {
      title: 'Contact Our Privacy Officer',
      body: [
        { p: 'For questions about this policy or to use any of your rights, please contact our Privacy Officer. We will answer your request within 30 days.' },
        { contact: 'Privacy Officer' },
      ],
    },
  },
});

export type PrivacyWords = typeof en;
export const privacyWords = defineWords('privacy', en, { es: () => import('./privacy-words.es') });
