import { CalendarPlus } from 'lucide-react';
import { button } from '../../ui/button.css';
import * as styles from './contact-form.css';
import { tourTimeInWords } from '../site/tour-time';

/** A tour request's times, repeated in the thank-you: the one booked (with its calendar file), or the ones asked for. */
export type SentTour = { start: string; ics_url?: string; manage_url?: string } | { preferred: string[] };

const PARTS: Record<string, string> = { morning: 'morning', afternoon: 'afternoon' };
/** "2026-12-03 morning" as "Thursday, December 3, in the morning" (the date is a calendar day, read in UTC). */
const preferredInWords = (time: string) => {
  const [date, part] = time.split(' ');
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
  return PARTS[part] ? `${day}, in the ${PARTS[part]}` : day;
};

/** The thank-you of a tour request repeats its time (issue 33): the one booked, or the ones asked for. */
export function TourRecap({ tour, timezone }: { tour: SentTour; timezone: string }) {
  if ('preferred' in tour) {
    return (
      <div className={styles.nextSteps}>
        <p>The times you asked for:</p>
        <ul>
          {tour.preferred.map((time) => (
            <li key={time}>{preferredInWords(time)}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.nextSteps}>
      <p>
        Your tour is booked for <strong>{tourTimeInWords(tour.start, timezone)}</strong>.
      </p>
      {tour.ics_url && (
        <a href={tour.ics_url} download="tour.ics" className={button({ tone: 'primary' })}>
          <CalendarPlus size={20} aria-hidden="true" focusable="false" />
          Add to calendar
        </a>
      )}
      {tour.manage_url && (
        <p>
          {/* A plain link: the page is drawn by the browser for the link's own token (issue 45). */}
          <a href={tour.manage_url}>Change or cancel this tour</a>
        </p>
      )}
    </div>
  );
}
