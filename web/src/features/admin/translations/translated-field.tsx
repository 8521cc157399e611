import { createContext, useContext, useId, type ReactNode } from 'react';
import * as form from '../../../ui/form.css';
import { ChipInput } from '../catalog/chip-input';
import { translationLabel, translationOf, withTranslation, type LanguageCode, type Translations } from './translations';
import * as styles from './translations.css';

type Context = {
  /** The languages offered besides English: a translation of each field for each. */
  languages: readonly LanguageCode[];
  /** The fields of the record's type the owner may translate (its description's `translatable`, @afh/contract). */
  fields: readonly string[];
  translations: Translations;
  /** Takes the change as a function of the translations as they are then (a list's entry may be added just before a save). */
  onChange: (change: (translations: Translations) => Translations) => void;
};

const TranslationsContext = createContext<Context | null>(null);

/**
 * The translations of one form (issue 47): the fields wrapped in `Translated` inside it show theirs
 * beside them. While no language is offered it draws its children alone, and the form is as it
 * always was.
 */
export function TranslationsProvider({ children, ...context }: Context & { children: ReactNode }) {
  const shown = context.languages.length > 0;
  return (
    <TranslationsContext.Provider value={context}>
      {shown && <p className={styles.note}>Each translation is optional: where one is empty, the site shows the English.</p>}
      {children}
    </TranslationsContext.Provider>
  );
}

type Props = {
  /** The field's name in the API (`question`, `features`). */
  field: string;
  /** The English field's label, which each translation's label repeats with its language. */
  label: string;
  /** A text area of this many rows, as the English one. */
  rows?: number;
  /** A list typed entry by entry, as the English one: what one entry is ('a feature'). */
  list?: { itemName: string; tone?: 'neutral' | 'green' };
  /** The English field. */
  children: ReactNode;
};

/**
 * An English field with its translation in each offered language beside it (below it on a phone),
 * each labelled with the field and the language ("Question — Spanish (Español)") and marked with
 * its `lang`, so a screen reader reads it in that language. A list's translation is a list of the
 * same kind: an entry typed and not yet added is added when the form is saved, as in English.
 */
export function Translated({ field, label, rows, list, children }: Props) {
  const context = useContext(TranslationsContext);
  const id = useId();
  if (!context || context.languages.length === 0 || !context.fields.includes(field)) return <>{children}</>;
  const { languages, translations, onChange } = context;
  return (
    <div className={styles.pair}>
      <div className={styles.column}>{children}</div>
      <div className={styles.column}>
        {languages.map((code) => {
          const name = translationLabel(label, code);
          const set = (value: string | string[]) => onChange((now) => withTranslation(now, code, field, value));
          if (list) {
            const items = translationOf(translations, code, field, true);
            return <ChipInput key={code} label={name} itemName={list.itemName} items={items} onChange={set} tone={list.tone ?? 'neutral'} lang={code} />;
          }
          return <TranslationInput key={code} id={`${id}-${code}`} label={name} lang={code} rows={rows} value={translationOf(translations, code, field)} onChange={set} />;
        })}
      </div>
    </div>
  );
}

type InputProps = { id: string; label: string; lang: LanguageCode; rows?: number; value: string; onChange: (value: string) => void };

/** One text's translation: a line, or an area of `rows`, as the English. */
function TranslationInput({ id, label, lang, rows, value, onChange }: InputProps) {
  const common = { id, lang, value, className: form.control, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} autoComplete="off" />}
    </div>
  );
}
