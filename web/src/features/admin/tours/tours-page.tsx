import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Dialog } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { button } from '../../../ui/button.css';
import { EmptyState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { formatPhone, telHref } from '../../../lib/format';
import { tourTimeInWords } from '../../site/tour-time';
import { useSiteSettings } from '../../site/settings-query';
import * as page from '../admin-page.css';
import { failureText } from '../failure-text';
import { screenStates } from '../screen-states';
import { CancelRecent } from './cancel-recent';
import { toursQuery, useUpdateTour, type Tour, type TourChange } from './tours-api';
import { InquiryStatusBadge } from '../inquiries/inquiry-status-badge';
import * as styles from './tours.css';

const LOAD_FAILED = 'Failed to load tours. Please try again.';
const STATUS_TEXT: Record<Tour['status'], string> = { booked: 'Booked', confirmed: 'Confirmed', cancelled: 'Cancelled', done: 'Done' };
const STATUS_BADGE: Record<Tour['status'], string> = { booked: page.badgeNeutral, confirmed: page.badgeGood, cancelled: page.badgeBad, done: page.badgeNeutral };
const DONE_TEXT: Record<TourChange['status'], string> = { confirmed: 'Tour confirmed.', cancelled: 'Tour cancelled. The time is open again.', done: 'Tour marked as done.' };

function TourCard({ tour, timezone, onChange, busy }: { tour: Tour; timezone: string; onChange: (change: TourChange) => void; busy: boolean }) {
  const name = `${tour.first_name} ${tour.last_name}`.trim();
  const when = tourTimeInWords(tour.start, timezone);
  const open = tour.status !== 'cancelled';
  const [asking, setAsking] = useState(false);
  return (
    <li className={styles.card}>
      <h2 className={styles.heading}>
        {when}
        <span className={STATUS_BADGE[tour.status]}>{STATUS_TEXT[tour.status]}</span>
      </h2>
      <div className={styles.facts}>
        <p>
          {name}
          {tour.relationship ? ` (${tour.relationship})` : ''}
        </p>
        <p>
          <a href={`mailto:${tour.email}`}>{tour.email}</a> · <a href={telHref(tour.phone)}>{formatPhone(tour.phone)}</a>
        </p>
        {tour.message && <p>{tour.message}</p>}
        <p>
          Request: <InquiryStatusBadge status={tour.stage} />
        </p>
      </div>
      {open && (
        <div className={styles.actions}>
          {tour.status === 'booked' && (
            <button type="button" className={button({ tone: 'primary' })} disabled={busy} onClick={() => onChange({ id: tour.id, status: 'confirmed' })} aria-label={`Confirm: tour of ${name}, ${when}`}>
              Confirm
            </button>
          )}
          {tour.status !== 'done' && (
            <button type="button" className={button({ tone: 'outline' })} disabled={busy} onClick={() => onChange({ id: tour.id, status: 'done' })} aria-label={`Mark done: tour of ${name}, ${when}`}>
              Mark done
            </button>
          )}
          <button type="button" className={button({ tone: 'accent' })} disabled={busy} onClick={() => setAsking(true)} aria-label={`Cancel tour: ${name}, ${when}`}>
            Cancel tour
          </button>
        </div>
      )}
      {asking && (
        <Dialog open title="Cancel this tour?" onClose={() => setAsking(false)}>
          <p>
            The tour of {name} on {when} is cancelled and its time is open for others to book. The family is told by email when the site sends email; otherwise,
            please call them. A cancelled tour cannot be booked again.
          </p>
          <div className={form.actions}>
            <button type="button" className={button({ tone: 'outline' })} onClick={() => setAsking(false)} data-autofocus>
              Keep the tour
            </button>
            <button
              type="button"
              className={button({ tone: 'accent' })}
              disabled={busy}
              onClick={() => {
                setAsking(false);
                onChange({ id: tour.id, status: 'cancelled' });
              }}
            >
              Cancel the tour
            </button>
          </div>
        </Dialog>
      )}
    </li>
  );
}

/** The screen's title and what it is for; with the tours, Cancel recent beside them. Then the list, or its loading or error state. */
function ToursFrame({ tours, children }: { tours?: Tour[]; children: ReactNode }) {
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Tours</h1>
          <p className={page.subtitle}>Upcoming tours booked on the website, soonest first. Times are the home&apos;s local time.</p>
        </div>
        {tours && <CancelRecent tours={tours} />}
      </div>
      {children}
    </>
  );
}

const states = screenStates({ frame: (state) => <ToursFrame>{state}</ToursFrame>, loading: 'Loading tours...', loadFailed: LOAD_FAILED });
/** The route's pending and error components: the frame with the loading or error state. */
export const ToursPending = states.Pending;
export const ToursLoadFailed = states.Failed;

/**
 * The booked tours not yet ended, soonest first, with the family's details and the status actions
 * (issue 33). The route's loader has them in the cache; a later read that fails keeps the list and
 * says so in a toast.
 */
export function ToursPage() {
  const { data: tours, error } = useSuspenseQuery(toursQuery());
  const update = useUpdateTour();
  const { timezone } = useSiteSettings();

  useEffect(() => {
    if (error) notifyError(LOAD_FAILED, error);
  }, [error]);

  const change = (next: TourChange) =>
    update.mutate(next, {
      onSuccess: () => notifySuccess(DONE_TEXT[next.status]),
      onError: (e) => notifyError(failureText('update tour', e, [409]), e),
    });

  return (
    <ToursFrame tours={tours}>
      {tours.length === 0 ? (
        <EmptyState message="No upcoming tours." />
      ) : (
        <ul className={styles.list} aria-label="Upcoming tours">
          {tours.map((tour) => (
            <TourCard key={tour.id} tour={tour} timezone={timezone} onChange={change} busy={update.isPending} />
          ))}
        </ul>
      )}
    </ToursFrame>
  );
}
