import { INTERFACE_LANGUAGES, type Language, type LanguageCode } from '@afh/contract/languages';
import type { Settings } from '../../lib/types';

/**
 * The languages the site's pages are in: English, and each the owner offers (Settings › Languages)
 * that has the interface's words (issue 47): every page is in them. A language without them has
 * only the pages translated into it (content-pages.ts).
 */
export const pageLanguages = (settings: Settings): Language[] => {
  const offered: readonly string[] = settings.languages ?? [];
  return ['en', ...INTERFACE_LANGUAGES.filter((code: LanguageCode) => offered.includes(code))];
};

/** Whether the home offers a language at all: one without interface text only for the pages translated into it (content-pages.ts). */
export const offersLanguage = (settings: Settings, language: Language) => language === 'en' || settings.languages?.includes(language);
