import { defineWords } from './words';

/**
 * The words of every public page's frame (issue 47): the menus, the skip link, the not-found page,
 * the pages' titles and the shared pieces' words. A chunk per language, English's included
 * (site-words.en.ts, site-words.es.ts): they are the words of every page's first script, and a page
 * downloads those of its own language only. The footer's, the top bar's, the call bar's and the
 * availability line's words come with their code (features/layout/*-words.ts).
 */
export type SiteWords = typeof import('./site-words.en').default;
export const siteWords = defineWords<SiteWords>('site', () => import('./site-words.en'), { es: () => import('./site-words.es') });
