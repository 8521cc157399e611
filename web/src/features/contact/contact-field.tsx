import type { ReactNode } from 'react';
import * as styles from './contact-form.css';

export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A labelled form control with its error message below it. The ARIA wiring is made here, so
 * every control is announced with its label and, when something is wrong, with its message.
 */
export const ContactField = ({
  id,
  label,
  error,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) => {
  const errorId = `${id}-error`;
  return (
    <div className={wide ? styles.fieldWide : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
};
