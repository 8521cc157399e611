import type { ReactNode } from 'react';
import * as form from './form.css';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A labelled select over lower-case values, shown capitalised (roles, statuses, categories). */
type Props = {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (e: { target: { value: string } }) => void;
  /** What the choices mean, shown under the select and read out with it. */
  hint?: ReactNode;
  disabled?: boolean;
  /** An option's words, when its value capitalised is not enough. */
  optionLabel?: (option: string) => string;
};

export function SelectField({ id, label, value, options, onChange, hint, disabled, optionLabel = capitalize }: Props) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={form.control} value={value} onChange={onChange} aria-describedby={hint ? `${id}-hint` : undefined} disabled={disabled}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {hint && (
        <div id={`${id}-hint`} className={form.hint}>
          {hint}
        </div>
      )}
    </div>
  );
}
