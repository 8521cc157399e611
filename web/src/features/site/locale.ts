import type { Language } from '@afh/contract/languages';

/**
 * The `Intl` locale of a language: US English and US Spanish formats. A module of its own for the
 * pages' chunks that format dates (tour-time.ts): in language.ts, which is in the app's entry, it
 * would make the entry export it, and grow the home page's first load.
 */
export const localeOf = (language: Language) => (language === 'en' ? 'en-US' : `${language}-US`);
