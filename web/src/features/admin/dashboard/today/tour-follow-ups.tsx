import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Phone } from 'lucide-react';
import { button } from '../../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../../ui/toast';
import { tourTimeInWords } from '../../../site/tour-time';
import { failureText } from '../../failure-text';
import { tourFollowUpsQuery, useUpdateTour, type Tour } from '../../tours/tours-api';
import * as styles from './today.css';

function FollowUp({ tour, timezone }: { tour: Tour; timezone: string }) {
  const update = useUpdateTour();
  const first = tour.first_name.trim() || 'the family';
  const name = `${tour.first_name} ${tour.last_name}`.trim() || 'the family';
  const mark = (status: 'done' | 'cancelled', said: string) =>
    update.mutate(
      { id: tour.id, status },
      {
        onSuccess: () => notifySuccess(said),
        onError: (error) => notifyError(failureText('update the tour', error), error),
      },
    );
  const titleId = `follow-up-${tour.id}`;
  return (
    <li className={styles.request} aria-labelledby={titleId}>
      <div className={styles.requestHead}>
        <strong id={titleId}>How did the tour with {first} go?</strong>
        <span className={styles.requestTime}>{tourTimeInWords(tour.start, timezone)}</span>
      </div>
      <p>
        Next: if {first} came, mark it done and call to talk about a room; if not, call to offer another time. Notes go with the request in{' '}
        <Link to="/admin/inquiries" search={{ open: tour.id }}>
          Inquiries
        </Link>
        .
      </p>
      <div className={styles.requestActions}>
        {tour.phone && (
          <a className={button({ tone: 'outline' })} href={`tel:${tour.phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${name} at ${tour.phone}`}>
            <Phone size={18} aria-hidden="true" />
            Call
          </a>
        )}
        <button type="button" className={button({ tone: 'primary' })} disabled={update.isPending} onClick={() => mark('done', `${name}'s tour is marked done.`)} aria-label={`Mark done: the tour with ${name}`}>
          Mark done
        </button>
        <button
          type="button"
          className={button({ tone: 'outline' })}
          disabled={update.isPending}
          onClick={() => mark('cancelled', `${name}'s tour is marked as not held. They are not emailed.`)}
          aria-label={`They did not come: the tour with ${name}`}
        >
          They did not come
        </button>
      </div>
    </li>
  );
}

/**
 * The morning after a tour (issue 45): Today asks how it went, with the next steps, until the tour
 * is marked done or as not held. Nothing while the list is loading or could not be read: the rest
 * of Today stands on its own.
 */
export function TourFollowUps({ timezone }: { timezone: string }) {
  const tours = useQuery(tourFollowUpsQuery()).data ?? [];
  if (tours.length === 0) return null;
  return (
    <div className={styles.tours} role="group" aria-labelledby="tour-follow-ups-title">
      <h3 id="tour-follow-ups-title" className={styles.setupTitle}>
        Tours to follow up
      </h3>
      <ul className={styles.requests}>
        {tours.map((tour) => (
          <FollowUp key={tour.id} tour={tour} timezone={timezone} />
        ))}
      </ul>
    </div>
  );
}
