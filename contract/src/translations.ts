import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { LANGUAGES } from './language-names';

/**
 * The `translations` a create or update call may carry (issue 47, decision 0048), made from a type's
 * translatable fields and their English rules: `{ "es": { "title": "...", "features": ["..."] } }`.
 *
 * - A language is one of LANGUAGE_CODES (offered on the site or not): any other key is a 400, as is
 *   a field the type does not translate (`z.strictObject`).
 * - Each field obeys its English rule (length, one line or several, list limits) but is optional:
 *   empty text and empty lists are no translation, and are not kept.
 * - A language given as `null` asks for its translation to be removed (an update's business; a
 *   create keeps nothing for it).
 */

/** One language's fields as they are kept: only what has words. */
export type TranslatedFields = Record<string, string | string[]>;
/** What the call hands the server: each language given, `null` for one to remove. */
export type TranslationsInput = Partial<Record<LanguageCode, TranslatedFields | null>>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const hasWords = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '');

/** The English rule made optional: nothing, null or blank text is no translation; anything else must pass the rule. */
const optionalTranslation = (rule: z.ZodType) => z.preprocess((value) => (blank(value) ? undefined : value), rule.optional());

/**
 * The `translations` field of a type's calls: `rules` holds the English rule of each of its
 * `fields` (the type's `translatable`, content-types.ts, or the settings'); a field without a rule
 * is a mistake in the contract, refused when the module loads.
 */
export const translationsField = (fields: readonly string[], rules: Readonly<Record<string, z.ZodType>>) => {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const rule = rules[field];
      if (!rule) throw new Error(`The translatable field ${field} has no rule`);
      return [field, optionalTranslation(rule)];
    }),
  );
  const language = (code: LanguageCode) =>
    z
      .strictObject(shape, { error: `Translations in ${LANGUAGES[code].name} must be an object of fields (${fields.join(', ')})` })
      .transform((given) => Object.fromEntries(Object.entries(given).filter(([, value]) => hasWords(value))) as TranslatedFields)
      .nullable()
      .optional();
  return z
    .strictObject(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, language(code)])), {
      error: `Translations must be an object keyed by language (${LANGUAGE_CODES.join(', ')})`,
    })
    .transform((given) => Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as TranslationsInput)
    .optional();
};
