/**
 * The languages the site can offer besides English (issue 47, decision 0048). The owner picks
 * which in Settings › Languages (`languages` in the settings record: codes, empty by default, so a
 * fresh site is English only). A language with `interface: true` has the public pages' interface
 * text (each feature's `*-words.<code>.ts` in web/src); any other is offered only for the content she translated, inside the
 * English interface.
 *
 * Their names are in language-names.ts, apart: the public pages' first script needs the codes only.
 *
 * Codes are BCP 47 primary tags, as `<html lang>`, `hreflang` and `Intl` take them. Every language
 * here is written left to right (a right-to-left one needs `dir` on the page first).
 */
/** The codes, in the order the admin lists them: what a page's path and `<html lang>` are checked against. */
export const LANGUAGE_CODES = ['es', 'zh', 'vi', 'ru', 'uk', 'ko', 'tl', 'so', 'am', 'pa', 'ja', 'km', 'ro'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** English and the others: what a page, a request or a reply is in. */
export type Language = 'en' | LanguageCode;
/** The languages the public pages' interface text exists in, besides English (each feature's `*-words.<code>.ts`). */
export const INTERFACE_LANGUAGES = ['es'] as const satisfies readonly LanguageCode[];

/** Whether the public pages' interface text exists in a language (English's does). */
export const hasInterface = (language: Language) => language === 'en' || (INTERFACE_LANGUAGES as readonly string[]).includes(language);
/**
 * The languages offered (Settings › Languages) without interface text: the site offers each only
 * for the content pages the owner translated into it, inside the English interface (issue 47).
 */
export const contentLanguages = (offered: readonly string[] | null | undefined): LanguageCode[] =>
  LANGUAGE_CODES.filter((code) => (offered ?? []).includes(code) && !hasInterface(code));

export const isLanguageCode = (value: unknown): value is LanguageCode => (LANGUAGE_CODES as readonly unknown[]).includes(value);
export const isLanguage = (value: unknown): value is Language => value === 'en' || isLanguageCode(value);

/**
 * The translations a record keeps, by language: only its translatable fields (each content type's
 * `translatable`, content-types.ts; the settings' `translatable`), each optional. A field missing
 * or empty in a language is shown in English there, marked as such.
 */
export type Translations<Field extends string = string> = Partial<Record<LanguageCode, Partial<Record<Field, string | string[]>>>>;
