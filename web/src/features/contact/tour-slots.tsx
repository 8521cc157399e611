import type { TourSlotsReply } from '@afh/contract/records';
import * as formStyles from './contact-form.css';
import { clockLabel, slotsByDay, tourTimeInWords } from '../site/tour-time';
import * as styles from './tour-slots.css';

/**
 * The open tour times as one radio group (issue 33): each day a group of large buttons, one
 * name, so the arrow keys move between times and a screen reader says "10:00 AM, radio, 3 of 8"
 * under its day. Choosing one books it when the form is sent; choosing none is a tour request
 * without a time.
 */
export function TourSlots({ id, reply }: { id: string; reply: TourSlotsReply }) {
  const hintId = `${id}-slots-hint`;
  return (
    <fieldset className={styles.slots} aria-describedby={hintId}>
      <legend className={styles.legend}>Choose a tour time</legend>
      <p id={hintId} className={formStyles.hint}>
        Times are our local time. Pick one to book it, or leave them and we will call you to find a time.
      </p>
      {slotsByDay(reply.records, reply.timezone).map((day) => (
        <fieldset key={day.date} className={styles.day}>
          <legend className={styles.dayLegend}>{day.label}</legend>
          <div className={styles.times}>
            {day.slots.map((slot) => (
              <label key={slot.start} className={styles.time}>
                <input type="radio" name="tour_start" value={slot.start} className={styles.input} aria-label={tourTimeInWords(slot.start, reply.timezone)} />
                <span aria-hidden="true">{clockLabel(slot.start, reply.timezone)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The chosen time, read from the form like the other fields. */
export const readTourStart = (form: HTMLFormElement): string | undefined => {
  const value = new FormData(form).get('tour_start');
  return typeof value === 'string' && value ? value : undefined;
};
