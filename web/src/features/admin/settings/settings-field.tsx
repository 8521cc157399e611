import * as form from '../../../ui/form.css';
import { ChipInput } from '../catalog/chip-input';
import { PhoneInput } from './phone-input';
import type { FieldSpec } from './settings-sections';
import * as styles from './settings-page.css';
import type { FieldValue } from './settings-values';

/** Ticks or unticks one choice, keeping the choices in the order they are offered. */
const toggle = (choices: readonly string[], chosen: string[], choice: string, on: boolean) =>
  choices.filter((entry) => (entry === choice ? on : chosen.includes(entry)));

/** One labelled control of the settings form; the spec asks for no client validation. */
export function SettingsField({ spec, value, onChange }: { spec: FieldSpec; value: FieldValue; onChange: (value: FieldValue) => void }) {
  const id = `settings-${spec.name.replace(/_/g, '-')}`;
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const common = { id, name: spec.name, className: form.control, autoComplete: 'off', 'aria-describedby': hintId };
  const hint = spec.hint && (
    <p id={hintId} className={styles.hint}>
      {spec.hint}
    </p>
  );

  if (Array.isArray(value)) {
    if (spec.kind === 'choices') {
      const choices = spec.choices ?? [];
      return (
        <fieldset className={styles.choices} aria-describedby={hintId}>
          <legend className={form.label}>{spec.label}</legend>
          {choices.map((choice) => (
            <label key={choice} className={styles.choice}>
              <input type="checkbox" className={styles.switchInput} name={spec.name} value={choice} checked={value.includes(choice)} onChange={(e) => onChange(toggle(choices, value, choice, e.target.checked))} />
              {spec.choiceLabels?.[choice] ?? choice}
            </label>
          ))}
          {hint}
        </fieldset>
      );
    }
    return <ChipInput label={spec.label} itemName={spec.itemName ?? 'an item'} items={value} onChange={onChange} tone="neutral" />;
  }

  if (spec.kind === 'switch') {
    return (
      <div className={form.field}>
        <label className={styles.switchLabel} htmlFor={id}>
          <input {...common} className={styles.switchInput} type="checkbox" role="switch" checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} />
          {spec.label}
        </label>
        {hint}
      </div>
    );
  }

  let control;
  if (spec.rows) {
    control = <textarea {...common} className={`${form.control} ${styles.textarea}`} rows={spec.rows} value={value} onChange={(e) => onChange(e.target.value)} />;
  } else if (spec.kind === 'phone') {
    control = <PhoneInput {...common} digits={value} onDigits={onChange} />;
  } else {
    const type = spec.kind === 'number' || spec.kind === 'email' || spec.kind === 'url' || spec.kind === 'time' ? spec.kind : 'text';
    const numberProps = spec.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {};
    control = <input {...common} {...numberProps} type={type} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {spec.label}
      </label>
      {control}
      {hint}
    </div>
  );
}
