import type { TourSlotsReply } from '@afh/contract/records';
import { ContactField } from './contact-field';
import * as formStyles from './contact-form.css';
import { MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, tourDetails, type TourDetails } from './tour-details';
import * as styles from './tour-fields.css';
import { readTourStart, TourSlots } from './tour-slots';
import { VisitTimes, readVisitChoices } from './visit-times';
import { ASKS_CARE_NEEDS } from './contact-fields';
import { CareNeedsFields } from './care-needs-fields';
import { readCareNeeds, type CareNeedsRequest } from './care-needs';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

/** What the tour questions hold now, read from the form itself like the other fields. */
export const readTourDetails = (form: HTMLFormElement): TourDetails & CareNeedsRequest => {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const start = readTourStart(form);
  return {
    ...tourDetails({
      relationship: text('relationship'),
      move_in_timeframe: text('move_in_timeframe'),
      payment_source: text('payment_source'),
      choices: readVisitChoices(form),
    }),
    ...(start ? { tour_start: start } : {}),
    ...readCareNeeds(form),
  };
};

const Choice = <T extends string>({ label, options, labels }: { label: string; options: readonly T[]; labels: Record<T, string> }) => (
  <>
    <option value="">{label}</option>
    {options.map((option) => (
      <option key={option} value={option}>
        {labels[option]}
      </option>
    ))}
  </>
);

/**
 * The optional questions of a tour request. They are always in the page the server draws, and CSS
 * shows them while "Schedule a Tour" is chosen (tour-fields.css.ts), so they work the same with
 * and without JavaScript, and hidden ones are neither seen, focused nor read out. Like the other
 * fields they belong to the browser: nothing typed before the app arrives is lost. With open tour
 * times (issue 33) the family picks one instead of writing preferred times; until they load, on
 * a site without tour days and without JavaScript, the preferred times stay.
 */
export function TourFields({ id, slots, consentError, onConsentChange }: { id: string; slots: TourSlotsReply | null; consentError?: string; onConsentChange: () => void }) {
  const w = useWords(contactWords).tour;
  return (
    <fieldset className={styles.tour}>
      <legend className={styles.legend}>{w.legend}</legend>
      <ContactField id={`${id}-relationship`} label={w.relationship} hint={w.relationshipHint} wide>
        {(aria) => <input {...aria} name="relationship" type="text" maxLength={100} autoComplete="off" className={formStyles.control} />}
      </ContactField>
      <ContactField id={`${id}-timeframe`} label={w.moveIn}>
        {(aria) => (
          <select {...aria} name="move_in_timeframe" defaultValue="" autoComplete="off" className={formStyles.control}>
            <Choice label={w.chooseOptional} options={MOVE_IN_TIMEFRAMES} labels={w.moveInChoices} />
          </select>
        )}
      </ContactField>
      {/* The pre-screen's way to pay too (issue 46): asked once, sent as payment_source. */}
      <ContactField id={`${id}-payment`} label={w.payment}>
        {(aria) => (
          <select {...aria} name="payment_source" defaultValue="" autoComplete="off" className={formStyles.control}>
            <Choice label={w.chooseOptional} options={PAYMENT_SOURCES} labels={w.paymentChoices} />
          </select>
        )}
      </ContactField>
      {ASKS_CARE_NEEDS && <CareNeedsFields id={id} error={consentError} onConsentChange={onConsentChange} />}
      {slots ? <TourSlots id={id} reply={slots} /> : <VisitTimes id={id} />}
    </fieldset>
  );
}
