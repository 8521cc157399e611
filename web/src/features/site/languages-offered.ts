import type { Language } from '@afh/contract/languages';
import type { Settings } from '../../lib/types';

/**
 * Whether the home offers a language at all (Settings › Languages, issue 47): one with the
 * interface's words has every page in it, one without only the pages the owner translated into it
 * (content-pages.ts says which, and which languages a page is in).
 */
export const offersLanguage = (settings: Settings, language: Language) => language === 'en' || settings.languages?.includes(language);
