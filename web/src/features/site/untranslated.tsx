import { INTERFACE_LANGUAGES, type Language } from '@afh/contract/languages';
import { pageLanguage } from '@afh/contract/site';
import { useWords } from './words';
import { siteWords } from './site-words';

/**
 * A record read in another language (issue 47) lists the fields the owner has not translated
 * (`untranslated`): they are shown in English, marked `lang="en"` so a screen reader reads them
 * in English, with a one-line note. In a language without interface text (the English interface,
 * issue 47) it is the translated fields that are marked, and no note is shown (English has none).
 */
type Translatable = object & { untranslated?: readonly string[] };

/**
 * The language the owner's texts are drawn in: the document's in the browser (one app draws one
 * language); the server says it before it draws each page (drawTextsIn).
 */
let textsIn: Language = typeof document === 'undefined' ? 'en' : pageLanguage(window.location.pathname);
export const drawTextsIn = (language: Language) => void (textsIn = language);

/**
 * A field's `lang`, where it differs from the document's. In a language with interface text
 * (`<html lang="es">`): `en` for a field still in English, nothing otherwise. In one without
 * (`<html lang="en">`, the interface being English): the language for a field translated into it,
 * nothing for one still in English or empty. Nothing on an English page.
 */
export const langOf = (record: Translatable, field: string): Language | undefined => {
  const english = record.untranslated?.includes(field);
  if (textsIn === 'en' || (INTERFACE_LANGUAGES as readonly string[]).includes(textsIn)) return english ? 'en' : undefined;
  const words = (record as Record<string, unknown>)[field];
  return record.untranslated && !english && (Array.isArray(words) ? words.length : words) ? textsIn : undefined;
};

/** "Esta sección aún no está traducida", under a record whose `fields` are still in English. */
export function UntranslatedNote({ record, fields, className }: { record: Translatable; fields?: readonly string[]; className?: string }) {
  const w = useWords(siteWords);
  const english = (record.untranslated ?? []).filter((field) => !fields || fields.includes(field));
  if (!english.length || !w.untranslated) return null;
  return <p className={className}>{w.untranslated}</p>;
}
