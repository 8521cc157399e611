import { defineWords } from './words';

/**
 * The words every page but the home page shares (issue 47): its banner's trail, the note under
 * content not yet translated, and the not-found page. They come with the pages' code.
 */
const en = {
  banner: { home: 'Home', breadcrumb: 'Breadcrumb' },
  /** Under content the owner has not translated yet (never shown in English). */
  untranslated: '',
  notFound: 'Oops! Page not found',
  returnHome: 'Return to Home',
};

export type PageWords = typeof en;
export const pageWords = defineWords('page', en, { es: () => import('./page-words.es') });
