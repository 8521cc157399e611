import { CalendarPlus } from 'lucide-react';
import { button } from '../../ui/button.css';
import * as styles from './contact-form.css';
import { tourTimeInWords } from '../site/tour-time';
import { useLanguage } from '../site/language';
import { localeOf } from '../site/locale';
import { useWords } from '../site/words';
import type { Language } from '@afh/contract/languages';
import { contactWords, type ContactWords } from './contact-words';

/** A tour request's times, repeated in the thank-you: the one booked (with its calendar file), or the ones asked for. */
export type SentTour = { start: string; ics_url?: string; manage_url?: string } | { preferred: string[] };

/** "2026-12-03 morning" as "Thursday, December 3, in the morning" (the date is a calendar day, read in UTC), in the page's language. */
const preferredInWords = (time: string, language: Language, w: ContactWords['recap']) => {
  const [date, part] = time.split(' ');
  const day = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
  return w.preferredTime(day, Object.hasOwn(w.parts, part) ? w.parts[part as keyof typeof w.parts] : undefined);
};

/** The thank-you of a tour request repeats its time (issue 33): the one booked, or the ones asked for. */
export function TourRecap({ tour, timezone }: { tour: SentTour; timezone: string }) {
  const language = useLanguage();
  const w = useWords(contactWords).recap;
  if ('preferred' in tour) {
    return (
      <div className={styles.nextSteps}>
        <p>{w.preferred}</p>
        <ul>
          {tour.preferred.map((time) => (
            <li key={time}>{preferredInWords(time, language, w)}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.nextSteps}>
      <p>
        {w.booked}
        <strong>{tourTimeInWords(tour.start, timezone, language)}</strong>.
      </p>
      {tour.ics_url && (
        <a href={tour.ics_url} download="tour.ics" className={button({ tone: 'primary' })}>
          <CalendarPlus size={20} aria-hidden="true" focusable="false" />
          {w.addToCalendar}
        </a>
      )}
      {tour.manage_url && (
        <p>
          {/* A plain link: the page is drawn by the browser for the link's own token (issue 45). */}
          <a href={tour.manage_url}>{w.change}</a>
        </p>
      )}
    </div>
  );
}
