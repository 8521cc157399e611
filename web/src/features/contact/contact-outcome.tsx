import type { Ref } from 'react';
import { formatPhone, telHref } from '../../lib/format';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './contact-form.css';
import { TourRecap, type SentTour } from './tour-recap';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

export type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string; tour?: SentTour } | { kind: 'failed'; message: string };

/**
 * The anchor of the outcome. A plain (no-JavaScript) post goes to the form's action with this
 * fragment; the server's redirect to /contact?sent=... names none, so the browser keeps this one
 * and opens the page at the outcome instead of at its top.
 */
export const OUTCOME_ID = 'contact-outcome';

/**
 * How sending went. Both live regions are always present (and empty ones take no room), so
 * screen readers announce what appears in them. The thank-you can take focus (tabIndex -1): the
 * form moves it there, where the visitor is then looking, and says what happens next, so that
 * nobody sends the message twice to be sure.
 */
export function ContactOutcome({ outcome, sentRef }: { outcome: Outcome; sentRef: Ref<HTMLDivElement> }) {
  const { phone, timezone } = useSiteSettings();
  const w = useWords(contactWords).outcome;
  return (
    <div id={OUTCOME_ID}>
      <div role="status">
        {outcome.kind === 'sent' && (
          <div ref={sentRef} tabIndex={-1} className={styles.success}>
            <p>{outcome.message}</p>
            {outcome.tour && <TourRecap tour={outcome.tour} timezone={timezone} />}
            <p className={styles.nextSteps}>
              {w.nextSteps}{' '}
              <a href={telHref(phone)}>{formatPhone(phone)}</a>.
            </p>
          </div>
        )}
      </div>
      <div role="alert">{outcome.kind === 'failed' && <p className={styles.failure}>{outcome.message}</p>}</div>
    </div>
  );
}
