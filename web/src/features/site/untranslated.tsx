import { useWords } from './words';
import { pageWords } from './page-words';

/**
 * A record read in another language (issue 47) lists the fields the owner has not translated
 * (`untranslated`): they are shown in English, marked `lang="en"` so a screen reader reads them
 * in English, with a one-line note.
 */
type Translatable = object & { untranslated?: readonly string[] };

/** `lang="en"` for a field still in English, nothing otherwise. */
export const langOf = (record: Translatable, field: string) => (record.untranslated?.includes(field) ? 'en' : undefined);

/** "Esta sección aún no está traducida", under a record whose `fields` are still in English. */
export function UntranslatedNote({ record, fields, className }: { record: Translatable; fields?: readonly string[]; className?: string }) {
  const w = useWords(pageWords);
  const english = (record.untranslated ?? []).filter((field) => !fields || fields.includes(field));
  if (!english.length || !w.untranslated) return null;
  return <p className={className}>{w.untranslated}</p>;
}
