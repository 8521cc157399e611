import { pageLanguage } from '@afh/contract/site';
import type { Language, LanguageCode } from '@afh/contract/languages';
import { useLanguage } from './language';

/**
 * The interface's words (issue 47, decision 0048): each feature keeps its words as one object in
 * English (`<part>-words.ts`, in the feature's code, where the words were) and one module per other
 * language (`<part>-words.es.ts`, typed with the English object's type, so a missing key does not
 * compile). A language's module is a chunk of its own. In a page of another language, a part's
 * words start loading as soon as the code that shows them arrives (defineWords), and the app waits
 * for them before it draws that code (wordsReady: app.tsx, before a route's code counts as loaded):
 * the English pages never download a Spanish word, and a Spanish page the Spanish of its own parts only.
 * The server draws a page with every part's words (all-words.ts).
 */
type Loader<T> = () => Promise<{ default: T }>;

export type Words<T> = {
  readonly name: string;
  /** Each language's module; English's too when its words are a chunk of their own (see defineWords). */
  readonly load: Partial<Record<Language, Loader<T>>>;
  /** The languages loaded (English at once when its words are in the code). */
  readonly loaded: Partial<Record<Language, T>>;
};

/** Loads the words of `parts` in `language`, or in English for a part that has none in it. */
export const loadWords = async (language: Language, ...parts: Array<Words<unknown>>) => {
  await Promise.all(
    parts.map(async (part) => {
      const code = part.load[language] || part.loaded[language] ? language : 'en';
      const load = part.load[code];
      if (load && !part.loaded[code]) part.loaded[code] = (await load()).default;
    }),
  );
};

/** The document's language, in the browser. */
const documentLanguage: Language | null = typeof document === 'undefined' ? null : pageLanguage(window.location.pathname);
const pending = new Set<Promise<void>>();

/**
 * A part's words: its English (the object, or for the words of every page's frame and of the home
 * page, the module, so that a page in another language does not download them too) and the other
 * languages' modules. They load as the code defining them arrives, unless `atStart` is false: then
 * where they are needed (loadWords).
 */
export const defineWords = <T>(name: string, en: T | Loader<T>, others: Partial<Record<LanguageCode, Loader<T>>>, { atStart = true } = {}): Words<T> => {
  const lazy = typeof en === 'function';
  const part: Words<T> = { name, load: lazy ? { ...others, en: en as Loader<T> } : others, loaded: lazy ? {} : { en: en } };
  if (atStart && documentLanguage && (part.load[documentLanguage] || part.load.en)) {
    // A chunk that cannot be fetched leaves the part in English (or the page as the server drew it) rather than broken.
    const loading = loadWords(documentLanguage, part as Words<unknown>).catch((error: unknown) => console.error(name, error));
    pending.add(loading);
    void loading.finally(() => pending.delete(loading));
  }
  return part;
};

/** Settles once every part's words asked for so far have loaded (or failed). */
export const wordsReady = async () => {
  while (pending.size) await Promise.all([...pending]);
};

/** The words of a part in the page's language; English where the language has none. */
export const wordsIn = <T>(part: Words<T>, language: Language): T => {
  const words = part.loaded[language] ?? part.loaded.en;
  if (!words) throw new Error(`${part.name} words not loaded`);
  return words;
};

export const useWords = <T>(part: Words<T>): T => wordsIn(part, useLanguage());
