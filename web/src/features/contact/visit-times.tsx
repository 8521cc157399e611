import { useSyncExternalStore } from 'react';
import * as formStyles from './contact-form.css';
import { VISIT_CHOICES, VISIT_PARTS, isoToday, type VisitChoice } from './tour-details';
import * as styles from './tour-fields.css';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

const noChange = () => () => {};

/** The rows as the visitor left them. */
export const readVisitChoices = (form: HTMLFormElement): VisitChoice[] =>
  [...form.querySelectorAll('[data-visit-time]')].map((row) => ({
    date: row.querySelector('input')?.value ?? '',
    part: row.querySelector('select')?.value ?? '',
  }));

/**
 * Up to three days, each in the morning or the afternoon. The app sends each row as one text
 * ("2026-12-03 morning"); a plain form post (no JavaScript yet, or none at all) sends the rows as
 * `preferred_times[0][date]` and `[part]`, which the server joins the same way (decision 0023).
 */
export function VisitTimes({ id }: { id: string }) {
  const hintId = `${id}-visit-hint`;
  const w = useWords(contactWords).visitTimes;
  // Past days are greyed out in the date picker. Set once the app runs, so the server's page and
  // the app's first drawing agree even when the server's day is not the visitor's.
  const today = useSyncExternalStore(noChange, isoToday, () => undefined);
  return (
    <fieldset className={styles.visitTimes} aria-describedby={hintId}>
      <legend className={styles.visitLegend}>{w.legend}</legend>
      <p id={hintId} className={formStyles.hint}>
        {w.hint}
      </p>
      {VISIT_CHOICES.map((choice, index) => (
        <fieldset key={choice} className={styles.visitRow} data-visit-time>
          <legend className={styles.rowLegend}>{w.choices[index]}</legend>
          <div className={styles.visitDate}>
            <label htmlFor={`${id}-visit-${index}-date`} className={formStyles.label}>
              {w.date}
            </label>
            <input id={`${id}-visit-${index}-date`} name={`preferred_times[${index}][date]`} type="date" min={today} autoComplete="off" className={formStyles.control} />
          </div>
          <div className={styles.visitPart}>
            <label htmlFor={`${id}-visit-${index}-part`} className={formStyles.label}>
              {w.timeOfDay}
            </label>
            <select id={`${id}-visit-${index}-part`} name={`preferred_times[${index}][part]`} defaultValue={VISIT_PARTS[0]} autoComplete="off" className={formStyles.control}>
              {VISIT_PARTS.map((part) => (
                <option key={part} value={part}>
                  {w.parts[part]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
