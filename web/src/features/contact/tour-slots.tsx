import type { TourSlotsReply } from '@afh/contract/records';
import * as formStyles from './contact-form.css';
import { clockLabel, dayButtonLabel, slotsByDay, tourTimeInWords } from '../site/tour-time';
import * as styles from './tour-slots.css';
import { useLanguage } from '../site/language';
import { useWords } from '../site/words';
import { tourWords } from './tour-words';

/**
 * The open tour times, days first (issues 33 and 45): a row of the open days, then the chosen
 * day's times as large buttons. On a phone the family no longer scrolls past every time of every
 * day. All the times stay one radio group (`tour_start`), so the arrow keys move between a day's
 * times and a screen reader says "10:00 AM, radio, 3 of 8"; choosing one books it when the form is
 * sent, choosing none is a tour request without a time.
 *
 * Which day shows is the browser's own state, drawn by CSS (tour-slots.css.ts), so it works the
 * same before the app arrives and without JavaScript, and a choice made then is kept. The day
 * buttons belong to no form (`form` names none), so they are never sent.
 */
export function TourSlots({ id, reply }: { id: string; reply: TourSlotsReply }) {
  const hintId = `${id}-slots-hint`;
  const language = useLanguage();
  const w = useWords(tourWords).slots;
  const days = slotsByDay(reply.records, reply.timezone, language);
  const dayName = `${id}-tour-day`;
  return (
    <fieldset className={styles.slots} aria-describedby={hintId}>
      <legend className={styles.legend}>{w.legend}</legend>
      <p id={hintId} className={formStyles.hint}>
        {w.hint}
      </p>
      <fieldset className={styles.dayPicker}>
        <legend className={styles.dayLegend}>{w.day}</legend>
        <div className={styles.dayRow}>
          {days.map((day, index) => (
            <label key={day.date} className={styles.dayButton}>
              <input
                type="radio"
                name={dayName}
                form={`${dayName}-none`}
                value={day.date}
                defaultChecked={index === 0}
                data-day-index={index}
                className={`${styles.input} ${styles.dayInput}`}
              />
              {dayButtonLabel(day.slots[0].start, reply.timezone, language)}
            </label>
          ))}
        </div>
      </fieldset>
      {days.map((day, index) => (
        <fieldset key={day.date} className={styles.day} data-day-index={index}>
          <legend className={styles.dayLegend}>{day.label}</legend>
          <div className={styles.times}>
            {day.slots.map((slot) => (
              <label key={slot.start} className={styles.time}>
                <input type="radio" name="tour_start" value={slot.start} className={styles.input} aria-label={tourTimeInWords(slot.start, reply.timezone, language)} />
                <span aria-hidden="true">{clockLabel(slot.start, reply.timezone, language)}</span>
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

/**
 * Chooses a time from elsewhere (the next open times after one was taken): its day is shown, the
 * time checked and focused, and the form hears of the change like a tap.
 */
export const chooseTourStart = (form: HTMLFormElement, start: string) => {
  const time = [...form.querySelectorAll<HTMLInputElement>('input[name="tour_start"]')].find((input) => input.value === start);
  if (!time) return;
  const dayIndex = time.closest<HTMLElement>('[data-day-index]')?.dataset.dayIndex;
  const day = form.querySelector<HTMLInputElement>(`input[data-day-index="${dayIndex}"]`);
  if (day) day.checked = true;
  time.checked = true;
  time.focus();
  time.dispatchEvent(new Event('change', { bubbles: true }));
};
