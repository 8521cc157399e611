import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import type { Tour } from '../../tours/tours-api';
import { tourTimeInWords } from '../../../site/tour-time';
import * as styles from './today.css';

/** At most this many tours on the dashboard; the Tours screen has them all. */
const SHOWN = 5;

/** The next tours still on (booked or confirmed), soonest first, each with the family's name. */
export function UpcomingTours({ tours, timezone }: { tours: Tour[]; timezone: string }) {
  const upcoming = tours.filter((tour) => tour.status === 'booked' || tour.status === 'confirmed');
  if (upcoming.length === 0) return null;
  return (
    <div className={styles.tours} role="group" aria-labelledby="upcoming-tours-title">
      <h3 id="upcoming-tours-title" className={styles.setupTitle}>
        Upcoming tours
      </h3>
      <ul className={styles.setupList}>
        {upcoming.slice(0, SHOWN).map((tour) => (
          <li key={tour.id} className={styles.setupItem}>
            <CalendarCheck size={18} aria-hidden="true" className={styles.setupIcon} />
            <span>
              <strong>{tourTimeInWords(tour.start, timezone)}</strong>: {`${tour.first_name} ${tour.last_name}`.trim()}
              {tour.status === 'booked' && <span className={styles.setupHint}> (not confirmed yet)</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.setupCount}>
        <Link to="/admin/tours">{upcoming.length > SHOWN ? `All ${upcoming.length} upcoming tours` : 'Open Tours'}</Link>
      </p>
    </div>
  );
}
