import { defineWords } from '../site/words';

/** The FAQ page's words (issue 47). Spanish: faq-words.es.ts. */
const en = {
  title: 'Frequently Asked Questions',
  subtitle: 'Clear answers for families choosing care for someone they love.',
  crumb: 'FAQ',
  introTitle: 'Choosing Care Comes With Questions',
  intro:
    'Moving a parent or loved one into care is a big decision. Here are the questions families ask us most often. If yours is not here, please reach out: we are glad to help.',
  highlights: [
    { title: 'Family-Style Care', text: 'Six residents share a real home, with home-cooked meals, familiar faces and caregivers who know each person well.' },
    { title: 'Licensed & State-Regulated', text: 'We are a licensed adult family home, regulated and inspected by the State of Washington.' },
    { title: '24/7 Care', text: 'Caregivers are in the home around the clock, every day of the year, so help is always close at hand.' },
  ],
  listTitle: 'Common Questions',
  loading: 'Loading FAQs...',
  empty: 'No FAQs available at the moment.',
  moreHelp: 'More help',
  moreTitle: 'Still Have Questions?',
  moreText: 'We are happy to talk things through with you. Send us a message or call, and we will reply within 2 hours.',
  contact: 'Contact Us',
  call: 'Call',
  tourTitle: 'Schedule a Tour',
  tourText: (days: string) => `The best way to know if our home is right for your loved one is to visit. Tours are available ${days}.`,
  bookTour: 'Book Tour',
};

export type FaqWords = typeof en;
export const faqWords = defineWords('faq', en, { es: () => import('./faq-words.es') });
