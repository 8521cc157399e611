import { Link } from '@tanstack/react-router';
import { INSULIN_NEEDS, MEMORY_NEEDS, MOBILITY_NEEDS, type HealthAnswer } from '@afh/contract/care-needs';
import { ContactField } from './contact-field';
import * as formStyles from './contact-form.css';
import { careNeedName, CONSENT_NAME } from './care-needs';
import * as styles from './care-needs-fields.css';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

const OPTIONS: Record<HealthAnswer, readonly string[]> = { mobility: MOBILITY_NEEDS, memory: MEMORY_NEEDS, insulin: INSULIN_NEEDS };

/**
 * The tour's short pre-screen (issue 46): how they get around, memory, insulin. These are health
 * data, so they have their own consent box, worded for them alone (My Health My Data Act); it
 * matters only when one of them is answered. Like every field of the form they belong to the
 * browser, so nothing chosen before the app arrives is lost, and a missing consent is said at the
 * box without clearing anything (`error`).
 */
export function CareNeedsFields({ id, error, onConsentChange }: { id: string; error?: string; onConsentChange: () => void }) {
  const consentId = `${id}-consent`;
  const errorId = `${consentId}-error`;
  const hintId = `${consentId}-hint`;
  const words = useWords(contactWords);
  const w = words.careNeeds;
  const choose = words.tour.chooseOptional;
  const healthPolicy = words.form.healthPolicy;
  return (
    <fieldset className={styles.careNeeds}>
      <legend className={styles.legend}>{w.legend}</legend>
      {(Object.keys(OPTIONS) as HealthAnswer[]).map((answer) => (
        <ContactField key={answer} id={`${id}-${answer}`} label={w.questions[answer]}>
          {(aria) => (
            <select {...aria} name={careNeedName(answer)} defaultValue="" autoComplete="off" className={formStyles.control}>
              <option value="">{choose}</option>
              {OPTIONS[answer].map((option) => (
                <option key={option} value={option}>
                  {(w.choices[answer] as Record<string, string>)[option]}
                </option>
              ))}
            </select>
          )}
        </ContactField>
      ))}
      <div className={styles.consent}>
        <input
          id={consentId}
          type="checkbox"
          name={CONSENT_NAME}
          value="true"
          className={styles.checkbox}
          onChange={onConsentChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
        />
        <label htmlFor={consentId} className={styles.consentLabel}>
          {w.consent}
        </label>
        <p id={hintId} className={`${formStyles.hint} ${styles.consentHint}`}>
          {w.consentHint}
          <Link to="/consumer-health-data">{healthPolicy}</Link>.
        </p>
        {error && (
          <p id={errorId} className={`${formStyles.fieldError} ${styles.consentHint}`}>
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
