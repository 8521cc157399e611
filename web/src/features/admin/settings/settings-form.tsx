import { useState, type FormEvent } from 'react';
import type { Settings } from '../../../lib/types';
import { SettingsCard } from './settings-card';
import { SettingsField } from './settings-field';
import * as styles from './settings-page.css';
import { SECTIONS } from './settings-sections';
import { toValues, type SettingsField as Field, type SettingsValues } from './settings-values';

/**
 * The editable settings cards, filled once from the loaded record; a later refetch does not
 * overwrite what the admin is typing. Submitted by the page's Save Changes button.
 */
export function SettingsForm({ id, initial, onSave }: { id: string; initial: Settings; onSave: (values: SettingsValues) => void }) {
  const [values, setValues] = useState<SettingsValues>(() => toValues(initial));
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
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
    </form>
  );
}
