import { useState, type FormEvent } from 'react';
import { button } from '../../../ui/button.css';
import { useLeaveGuard } from '../../../ui/discard-guard';
import type { Settings } from '../../../lib/types';
import { SettingsCard } from './settings-card';
import { SettingsField } from './settings-field';
import * as styles from './settings-page.css';
import { SECTIONS } from './settings-sections';
import { sameValue, toValues, type FieldValue, type SettingsField as Field, type SettingsValues } from './settings-values';

/** Joins card names as people say them: 'A', 'A and B', 'A, B and C'. */
const spoken = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * The editable settings cards, filled once from the loaded record; a later refetch does not
 * overwrite what the admin is typing. Submitted by the page's Save Changes button, or by the save
 * bar that stays in view while anything is unsaved and says which cards changed. Leaving the
 * screen with unsaved changes asks first.
 */
export function SettingsForm({ id, initial, onSave }: { id: string; initial: Settings; onSave: (values: SettingsValues) => Promise<unknown> }) {
  const [saved, setSaved] = useState<SettingsValues>(() => toValues(initial));
  const [values, setValues] = useState<SettingsValues>(saved);
  const set = (name: Field) => (value: FieldValue) => setValues((v) => ({ ...v, [name]: value }));
  const changed = SECTIONS.filter((section) => section.fields.some((field) => !sameValue(values[field.name], saved[field.name])));
  const leaving = useLeaveGuard(changed.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = values;
    // What was sent is what is saved now; typing that went on meanwhile stays unsaved.
    onSave(sent).then(
      () => setSaved(sent),
      () => undefined,
    );
  };

  return (
    // noValidate: the spec has no client validation; email and number types are hints only.
    <form id={id} className={styles.cards} onSubmit={submit} noValidate>
      {SECTIONS.map((section) => (
        <SettingsCard key={section.id} id={section.id} title={section.title} icon={section.icon}>
          <div className={section.layout === 'stack' ? styles.stack : styles.layouts[section.layout]}>
            {section.fields.map((spec) => (
              <SettingsField key={spec.name} spec={spec} value={values[spec.name]} onChange={set(spec.name)} />
            ))}
          </div>
        </SettingsCard>
      ))}
      {changed.length > 0 && (
        <div className={styles.saveBar} role="region" aria-label="Unsaved changes">
          <p className={styles.saveBarText}>Unsaved changes in {spoken(changed.map((section) => section.title))}.</p>
          <button type="submit" className={button({ tone: 'primary' })}>
            Save now
          </button>
        </div>
      )}
      {leaving}
    </form>
  );
}
