import { TRANSLATABLE_SETTINGS } from '@afh/contract/setting-fields';
import { useState, type FormEvent } from 'react';
import { button } from '../../../ui/button.css';
import { isChanged } from '../../../ui/dialog';
import { useLeaveGuard } from '../../../ui/discard-guard';
import type { Settings } from '../../../lib/types';
import { Translated, TranslationsProvider } from '../translations/translated-field';
import { entriesOver, fieldTranslationChanged, offeredLanguages, type LanguageCode, type Translations, type WithTranslations } from '../translations/translations';
import { useTranslationsState } from '../translations/use-translations';
import { LanguagesCard } from './languages-card';
import { SettingsCard } from './settings-card';
import { SettingsField } from './settings-field';
import * as styles from './settings-page.css';
import { SECTIONS } from './settings-sections';
import { sameValue, toValues, type FieldValue, type SettingsField as Field, type SettingsValues } from './settings-values';

/** Joins card names as people say them: 'A', 'A and B', 'A, B and C'. */
const spoken = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** What a save adds to the cards' values (issue 47): the languages offered, where the server keeps them, and the translations of those. */
export type SettingsExtras = { languages?: LanguageCode[]; translations?: Translations };

/** The languages offered as the record holds them; null from a server that does not keep them (then the card is not drawn, nor sent). */
const languagesOf = (settings: Settings): LanguageCode[] | null => {
  const record: Settings & { languages?: unknown } = settings;
  return Array.isArray(record.languages) ? offeredLanguages(record.languages) : null;
};

/**
 * The editable settings cards, filled once from the loaded record; a later refetch does not
 * overwrite what the admin is typing. Submitted by the page's Save Changes button, or by the save
 * bar that stays in view while anything is unsaved and says which cards changed. Leaving the
 * screen with unsaved changes asks first. The words a family reads have their translations beside
 * them, one for each language ticked in Languages (issue 47), saved with the rest.
 */
export function SettingsForm({ id, initial, onSave }: { id: string; initial: Settings; onSave: (values: SettingsValues, extras: SettingsExtras) => Promise<unknown> }) {
  const [saved, setSaved] = useState<SettingsValues>(() => toValues(initial));
  const [values, setValues] = useState<SettingsValues>(saved);
  const [savedLanguages, setSavedLanguages] = useState(() => languagesOf(initial));
  const [languages, setLanguages] = useState(savedLanguages);
  const translated = useTranslationsState((initial as WithTranslations).translations);
  const set = (name: Field) => (value: FieldValue) => setValues((v) => ({ ...v, [name]: value }));
  const fieldChanged = (name: Field) => !sameValue(values[name], saved[name]) || fieldTranslationChanged(translated.saved, translated.translations, name);
  const changed = SECTIONS.filter((section) => section.fields.some((field) => fieldChanged(field.name))).map((section) => section.title);
  if (isChanged(savedLanguages, languages)) changed.push('Languages');
  const leaving = useLeaveGuard(changed.length > 0);
  const offered = languages ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { values, languages, translations: translated.translations };
    // Over the translations as last read: the Hero Photos card saves its alt texts' on its own.
    const translations = entriesOver((initial as WithTranslations).translations ?? {}, sent.translations, TRANSLATABLE_SETTINGS, offered);
    // What was sent is what is saved now; typing that went on meanwhile stays unsaved.
    onSave(values, { ...(languages ? { languages } : {}), ...(translations ? { translations } : {}) }).then(
      () => {
        setSaved(sent.values);
        setSavedLanguages(sent.languages);
        translated.markSaved(sent.translations);
      },
      () => undefined,
    );
  };

  return (
    // noValidate: the spec has no client validation; email and number types are hints only.
    <form id={id} className={styles.cards} onSubmit={submit} noValidate>
      <TranslationsProvider languages={offered} fields={TRANSLATABLE_SETTINGS} translations={translated.translations} onChange={translated.setTranslations}>
        {SECTIONS.map((section) => (
          <SettingsCard key={section.id} id={section.id} title={section.title} icon={section.icon}>
            <div className={section.layout === 'stack' ? styles.stack : styles.layouts[section.layout]}>
              {section.fields.map((spec) => (
                <Translated key={spec.name} field={spec.name} label={spec.label} rows={spec.rows} list={spec.kind === 'list' ? { itemName: spec.itemName ?? 'an item' } : undefined}>
                  <SettingsField spec={spec} value={values[spec.name]} onChange={set(spec.name)} />
                </Translated>
              ))}
            </div>
          </SettingsCard>
        ))}
      </TranslationsProvider>
      {languages && <LanguagesCard chosen={languages} onChange={setLanguages} />}
      {changed.length > 0 && (
        <div className={styles.saveBar} role="region" aria-label="Unsaved changes">
          <p className={styles.saveBarText}>Unsaved changes in {spoken(changed)}.</p>
          <button type="submit" className={button({ tone: 'primary' })}>
            Save now
          </button>
        </div>
      )}
      {leaving}
    </form>
  );
}
