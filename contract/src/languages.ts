/**
 * The languages the site can offer besides English (issue 47, decision 0048). The owner picks
 * which in Settings › Languages (`languages` in the settings record: codes, empty by default, so a
 * fresh site is English only). A language with `interface: true` has the public pages' interface
 * text (web/src/messages); any other is offered only for the content she translated, inside the
 * English interface.
 *
 * Codes are BCP 47 primary tags, as `<html lang>`, `hreflang` and `Intl` take them. Every language
 * here is written left to right (a right-to-left one needs `dir` on the page first).
 */
export const LANGUAGES = {
  es: { name: 'Spanish', native: 'Español', interface: true },
  zh: { name: 'Chinese', native: '中文', interface: false },
  vi: { name: 'Vietnamese', native: 'Tiếng Việt', interface: false },
  ru: { name: 'Russian', native: 'Русский', interface: false },
  uk: { name: 'Ukrainian', native: 'Українська', interface: false },
  ko: { name: 'Korean', native: '한국어', interface: false },
  tl: { name: 'Tagalog', native: 'Tagalog', interface: false },
  so: { name: 'Somali', native: 'Soomaali', interface: false },
  am: { name: 'Amharic', native: 'አማርኛ', interface: false },
  pa: { name: 'Punjabi', native: 'ਪੰਜਾਬੀ', interface: false },
  ja: { name: 'Japanese', native: '日本語', interface: false },
  km: { name: 'Khmer', native: 'ខ្មែរ', interface: false },
  ro: { name: 'Romanian', native: 'Română', interface: false },
} as const satisfies Record<string, { name: string; native: string; interface: boolean }>;

export type LanguageCode = keyof typeof LANGUAGES;
/** English and the others: what a page, a request or a reply is in. */
export type Language = 'en' | LanguageCode;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
/** The languages the public pages' interface text exists in, besides English. */
export const INTERFACE_LANGUAGES = LANGUAGE_CODES.filter((code) => LANGUAGES[code].interface);

export const isLanguageCode = (value: unknown): value is LanguageCode => typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
export const isLanguage = (value: unknown): value is Language => value === 'en' || isLanguageCode(value);

/** "Prefers Spanish": what the admin shows on a request sent from a page in another language. */
export const prefersLanguage = (code: LanguageCode) => `Prefers ${LANGUAGES[code].name}`;

/**
 * The translations a record keeps, by language: only its translatable fields (each content type's
 * `translatable`, content-types.ts; the settings' `translatable`), each optional. A field missing
 * or empty in a language is shown in English there, marked as such.
 */
export type Translations<Field extends string = string> = Partial<Record<LanguageCode, Partial<Record<Field, string | string[]>>>>;
