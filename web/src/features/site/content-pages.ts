import type { QueryClient } from '@tanstack/react-query';
import { INTERFACE_LANGUAGES, LANGUAGE_CODES, type Language } from '@afh/contract/languages';
import type { Settings } from '../../lib/types';
import { pageLanguage, translatedPages } from './language';

/**
 * The pages in a language without interface text (issue 47, decision 0048): the home offers it
 * (Settings › Languages) only for the content pages the owner translated into it, inside the
 * English interface. Which those are is decided on the server from the replies in that language
 * (content-pages-rules.ts) and handed to the page: the server's cache has it under
 * `contentPagesKey`, the browser reads it from the page (`CONTENT_PAGES_ID`). Only the pages of
 * such a language, and the language links, load this module: never the first load of `/` or `/es/`.
 */

/**
 * Whether the interface's words exist in a language (the contract's hasInterface, which is not in
 * the app's entry: the languages' module is, and so would it be).
 */
export const hasInterface = (language: Language) => language === 'en' || (INTERFACE_LANGUAGES as readonly string[]).includes(language);

/** For each language offered without interface text, the English paths of the pages in it. */
export type ContentPages = Partial<Record<Language, string[]>>;

export const contentPagesKey = ['content-pages'] as const;
/** The element of the page that carries them (a JSON data block: never run as script). */
export const CONTENT_PAGES_ID = 'content-pages';

let embedded: ContentPages | undefined;
/** What the server put in the page; none on a page it did not draw, or a broken block. */
const readEmbedded = (): ContentPages => {
  if (embedded) return embedded;
  try {
    const data: unknown = JSON.parse(document.getElementById(CONTENT_PAGES_ID)?.textContent || '{}');
    embedded = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  } catch {
    embedded = {};
  }
  return embedded;
};

/** The pages in each language without interface text: the server's from its cache, the browser's from the page. */
export const contentPagesOf = (queryClient: QueryClient): ContentPages =>
  queryClient.getQueryData<ContentPages>(contentPagesKey) ?? (typeof document === 'undefined' ? {} : readEmbedded());

/** A path as the lists name it: the path alone, without a trailing slash (`/` stays). */
export const pagePath = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** Whether the English page at `path` exists in `language`: every page in English and in a language with interface text. */
export const existsIn = (pages: ContentPages, language: Language, path: string) =>
  hasInterface(language) || Boolean(pages[language]?.includes(pagePath(path)));

/** The languages the page at `path` exists in, English first, in the order the admin lists them. */
export const languagesOfPage = (settings: Settings, pages: ContentPages, path: string): Language[] => {
  const offered: readonly string[] = settings.languages ?? [];
  return ['en', ...LANGUAGE_CODES.filter((code) => offered.includes(code) && existsIn(pages, code, path))];
};

/**
 * A page's links and moves in a language without interface text follow the list (language.ts):
 * a page not in it is an English one. In the browser, for the document's language, once, before
 * the app starts (content-pages-start.ts); on the server while it draws such a page (`drawLinksIn`).
 */
const follow = (pages: ContentPages, language: Language | undefined) => {
  translatedPages.not = language && !hasInterface(language) ? (path) => !existsIn(pages, language, path) : undefined;
};

/** On the server: the links of the page about to be drawn (synchronously, as no other page's drawing comes between). */
export const drawLinksIn = follow;

/** In the browser: the list the server put in the page, for the document's language. */
export const followEmbeddedPages = () => follow(readEmbedded(), pageLanguage(window.location.pathname));
