import type { PageName } from './page-text';
import { defineWords } from './words';

/**
 * The pages' titles in the other languages (issue 47); English's are page-text.ts. The server's page
 * has its title already: the app needs them only to name the next page, so they load before the
 * first move to another page (routes/__root.tsx), not with the first (their modules, titles.<code>.ts,
 * are not named as words, so the page manifest leaves them out of what a page preloads).
 */
const en: Partial<Record<PageName, string>> = {};

export const titleWords = defineWords('titles', en, { es: () => import('./titles.es') }, { atStart: false });
