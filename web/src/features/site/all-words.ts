import type { Language } from '@afh/contract/languages';
import { loadWords, type Words } from './words';

/**
 * Every part's words (each feature's `words.ts`), for the page renderer (entry-server.tsx): the
 * server draws a whole page, below-the-fold parts included, in its language, whichever route loaded
 * what. The browser loads only its page's parts (the routes' loaders).
 */
const modules = import.meta.glob<Record<string, unknown>>(['../*/*words.ts', '!./all-words.ts', '!./words.ts'], { eager: true });
const isWords = (value: unknown): value is Words<unknown> => typeof value === 'object' && value !== null && 'load' in value && 'loaded' in value && 'name' in value;
export const ALL_WORDS = Object.values(modules).flatMap((module) => Object.values(module).filter(isWords));

export const loadAllWords = async (language: Language) => {
  await loadWords('en', ...ALL_WORDS);
  await loadWords(language, ...ALL_WORDS);
};
