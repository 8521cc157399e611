import { defineWords } from './words';

/**
 * The words every page but the home page shares (issue 47): its banner's trail and the not-found
 * page. They come with the pages' code.
 */
const en = {
  banner: { home: 'Home', breadcrumb: 'Breadcrumb' },
  notFound: 'Oops! Page not found',
  returnHome: 'Return to Home',
};

export type PageWords = typeof en;
export const pageWords = defineWords('page', en, { es: () => import('./page-words.es') });
