import { useRouter } from '@tanstack/react-router';
import { englishPath, pageLanguage, pathIn } from '@afh/contract/site';
import type { Language } from '@afh/contract/languages';

/**
 * The language of the document (issue 47, decision 0048): `/es/...` is Spanish, the rest English.
 * One app draws one language: the router and the cache of a Spanish page are made for Spanish
 * (app.tsx), its links keep the `/es` prefix, and its replies are the Spanish ones.
 */
export type { Language };
export { englishPath, pageLanguage, pathIn };

/**
 * The pages that exist in English only: sign-in and the admin, and in a language without interface
 * text each page not translated into it (`translatedPages`, set by content-pages.ts: in the browser
 * of such a page before the app starts, on the server while it draws one). A link to one leaves the
 * language.
 */
const ENGLISH_ONLY = /^\/(?:admin|login|register|forgot-password|reset-password)(?:[/?#]|$)/;
export const translatedPages: { not?: (path: string) => boolean } = {};
export const isEnglishOnly = (path: string) => ENGLISH_ONLY.test(path.slice(0, 20)) || translatedPages.not?.(path);

/**
 * How the router of a page in `language` reads and writes its addresses (TanStack Router's
 * `rewrite`): the routes are the English ones, and `/es` is taken off an address on the way in and
 * put on a link to a public page on the way out.
 */
export const languageRewrite = (language: Language) =>
  language === 'en'
    ? undefined
    : {
        input: ({ url }: { url: URL }) => {
          const path = englishPath(url.pathname);
          if (path !== url.pathname) url.pathname = path;
          return url;
        },
        output: ({ url }: { url: URL }) => {
          if (!isEnglishOnly(url.pathname)) url.pathname = pathIn(language, url.pathname);
          return url;
        },
      };

/** The language the page is drawn in (the router's context). */
export const useLanguage = (): Language => useRouter().options.context.language;
