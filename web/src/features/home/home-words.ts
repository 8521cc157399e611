import { defineWords } from '../site/words';

/**
 * The words of the home page's hero (issue 47). A chunk per language, English's included
 * (home-words.en.ts, home-words.es.ts), as the frame's are (site-words.ts): they are in the home
 * page's first load, and a page downloads those of its own language only. The words of the parts
 * further down come with their code (intro-words.ts, showcase-words.ts, proof-words.ts).
 */
export type HomeWords = typeof import('./home-words.en').default;
export const homeWords = defineWords<HomeWords>('home', () => import('./home-words.en'), { es: () => import('./home-words.es') });
