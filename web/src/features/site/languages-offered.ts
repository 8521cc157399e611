import { INTERFACE_LANGUAGES, type Language, type LanguageCode } from '@afh/contract/languages';
import type { Settings } from '../../lib/types';

/**
 * The languages the site's pages are in: English, and each the owner offers (Settings › Languages)
 * that has the interface's words (issue 47). A language without them is not yet a page language.
 */
export const pageLanguages = (settings: Settings): Language[] => {
  const offered: readonly string[] = settings.languages ?? [];
  return ['en', ...INTERFACE_LANGUAGES.filter((code: LanguageCode) => offered.includes(code))];
};

export const offersLanguage = (settings: Settings, language: Language) => pageLanguages(settings).includes(language);
