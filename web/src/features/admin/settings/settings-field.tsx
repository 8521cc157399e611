import * as form from '../../../ui/form.css';
import { PhoneInput } from './phone-input';
import type { FieldSpec } from './settings-sections';
import * as styles from './settings-page.css';

/** One labelled control of the settings form; the spec asks for no client validation. */
export function SettingsField({ spec, value, onChange }: { spec: FieldSpec; value: string; onChange: (value: string) => void }) {
  const id = `settings-${spec.name.replace(/_/g, '-')}`;
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const common = { id, name: spec.name, className: form.control, autoComplete: 'off', 'aria-describedby': hintId };
  const hint = spec.hint && (
    <p id={hintId} className={styles.hint}>
      {spec.hint}
    </p>
  );

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
    const type = spec.kind === 'number' ? 'number' : spec.kind === 'email' ? 'email' : 'text';
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
