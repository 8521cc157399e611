import { translatableFields, type ContentTypeName } from '@afh/contract/content-types';
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { Translated, TranslationsProvider } from '../translations/translated-field';
import { withOutgoing, type WithTranslations } from '../translations/translations';
import { useOfferedLanguages, useTranslationsState } from '../translations/use-translations';

export type FormFields<T> = {
  /** A prefix for the fields' ids, unique on the page. */
  id: string;
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
};

/** What the screen hands a collection's form dialog. */
export type FormDialogProps<T> = { busy: boolean; onClose: () => void; onSubmit: (values: T) => void };

type Props<T> = FormDialogProps<T> & {
  /** 'Photo', 'Team Member': the title ('Add Photo', 'Edit Photo') and the submit button ('Create Photo', 'Update Photo'). */
  noun: string;
  /** The title of the add form, when it is not 'Add <noun>'. */
  addTitle?: string;
  /** The record edited; none for a new one. */
  item?: NoInfer<T>;
  /** A new record's values. An edited record's are its own values of these fields. */
  empty: () => T;
  /**
   * The record's type (@afh/contract/content-types), when the owner may translate its words (issue
   * 47): its translatable fields wrapped in `Translated` show a translation for each language offered.
   */
  type?: ContentTypeName;
  children: (fields: FormFields<T>) => ReactNode;
};

/** The record's values of the form's fields (what it has besides, its id or dates, stays out). */
const valuesOf = <T extends object>(empty: T, item: T): T => {
  const values = { ...empty };
  // Object.keys loses the keys' type; they are the form's own fields.
  for (const key of Object.keys(empty) as Array<keyof T>) values[key] = item[key];
  return values;
};

/**
 * Add or edit (prefilled) a record of a collection. Mounted fresh for each opening, so cancel or
 * close resets it; closing with changes asks first. Required fields carry `required`, but
 * submission is not blocked (spec section 5): the server refuses what is missing ('Alt text is
 * required'), the page's error toast says so, and the form keeps what was typed.
 */
export function CollectionFormDialog<T extends object>({ noun, addTitle = `Add ${noun}`, item, empty, type, busy, onClose, onSubmit, children }: Props<T>) {
  const id = useId();
  const [start] = useState(() => (item ? valuesOf(empty(), item) : empty()));
  const [values, setValues] = useState<T>(start);
  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value }));
  const languages = useOfferedLanguages();
  const translated = useTranslationsState((item as WithTranslations | undefined)?.translations);
  const offered = type ? languages : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One save, one call: the English and each offered language's whole translation together.
    onSubmit(withOutgoing(values, translated.translations, offered));
  };

  return (
    <Dialog open title={item ? `Edit ${noun}` : addTitle} onClose={onClose} dirty={isChanged(start, values) || translated.dirty}>
      <form className={form.stack} onSubmit={submit} noValidate>
        <TranslationsProvider languages={offered} fields={type ? translatableFields(type) : []} translations={translated.translations} onChange={translated.setTranslations}>
          {children({ id, values, set })}
        </TranslationsProvider>
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {item ? `Update ${noun}` : `Create ${noun}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What to write, under the field and read out with it. */
  hint?: ReactNode;
  /** A text area of this many rows rather than one line. */
  rows?: number;
  /** The field's name in the API, when the owner may translate it: its translations are drawn beside it (issue 47). */
  translated?: string;
};

/** A labelled line (or area) of text, with its hint. */
export function TextField({ translated, ...field }: FieldProps) {
  if (!translated) return <EnglishField {...field} />;
  return (
    <Translated field={translated} label={field.label} rows={field.rows}>
      <EnglishField {...field} />
    </Translated>
  );
}

function EnglishField({ id, label, value, onChange, hint, rows, required, ...input }: Omit<FieldProps, 'translated'>) {
  const describedBy = hint ? `${id}-hint` : undefined;
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea id={id} className={form.control} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} required={required} aria-describedby={describedBy} />
      ) : (
        <input id={id} className={form.control} value={value} onChange={(e) => onChange(e.target.value)} required={required} aria-describedby={describedBy} {...input} />
      )}
      {hint && (
        <p id={describedBy} className={form.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
