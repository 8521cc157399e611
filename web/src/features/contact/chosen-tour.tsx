import type { TourSlot } from '@afh/contract/records';
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { tourTimeShort } from '../site/tour-time';
import { button } from '../../ui/button.css';
import * as styles from './tour-fields.css';
import { chooseTourStart, readTourStart } from './tour-slots';
import { useLanguage } from '../site/language';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

/** How many open times are offered when the one chosen was just taken. */
const NEXT_TIMES = 3;

/** The tour time chosen in the form now: the browser's own state, heard through its change events. */
const useChosenStart = (form: RefObject<HTMLFormElement | null>) =>
  useSyncExternalStore(
    (notify) => {
      const element = form.current;
      element?.addEventListener('change', notify);
      return () => element?.removeEventListener('change', notify);
    },
    () => (form.current ? (readTourStart(form.current) ?? null) : null),
    // The server draws no choice; the app reads the one made before it arrived.
    () => null,
  );

type Props = {
  form: RefObject<HTMLFormElement | null>;
  timezone: string;
  /** The open times now; after a time was taken, the ones just after it are offered. */
  open: TourSlot[] | null;
  /** The time another family booked a moment before this one was sent. */
  taken: string | null;
};

/**
 * Right above Send (issue 45): the chosen tour time in words ("Your tour: Monday, Nov 30 at 11:00
 * AM"), so nobody scrolls back to check it; and when the time was just taken, the next open times
 * to pick from, with the focus on them.
 */
export function ChosenTour({ form, timezone, open, taken }: Props) {
  const chosen = useChosenStart(form);
  const language = useLanguage();
  const w = useWords(contactWords).chosen;
  // Offered once the taken time has left the list (and with it the choice), until one is chosen.
  const next = taken && open && !chosen ? open.filter((slot) => Date.parse(slot.start) > Date.parse(taken)).slice(0, NEXT_TIMES) : [];
  const nextRef = useRef<HTMLDivElement>(null);
  const offered = next.map((slot) => slot.start).join();
  useEffect(() => {
    if (offered) nextRef.current?.querySelector('button')?.focus();
  }, [offered]);

  return (
    <div className={styles.tourOnly}>
      <p className={styles.chosenTour} aria-live="polite">
        {chosen && (
          <>
            {w.yourTour}
            <strong>{tourTimeShort(chosen, timezone, language)}</strong>
          </>
        )}
      </p>
      {next.length > 0 && (
        <div ref={nextRef} role="group" aria-label={w.nextTimes} className={styles.nextTimes}>
          <p>{w.nextTimesLabel}</p>
          {next.map((slot) => (
            <button key={slot.start} type="button" className={button({ tone: 'outline' })} onClick={() => form.current && chooseTourStart(form.current, slot.start)}>
              {tourTimeShort(slot.start, timezone, language)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
