import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ManagedTour } from '@afh/contract/records';
import { ApiError } from '../../lib/api';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { ErrorState, LoadingState } from '../../ui/states';
import { CardPage } from '../site/card-page';
import { useSiteSettings } from '../site/settings-query';
import { tourTimeInWords } from '../site/tour-time';
import { useTourSlots } from '../site/tour-slots-query';
import { changeFailure, managedTourQuery, useCancelTour, useMoveTour } from './manage-tour-api';
import * as styles from './manage-tour.css';
import { readTourStart, TourSlots } from './tour-slots';

const INVALID = 'This tour link is not valid any more. Please call us to arrange a visit.';

/** "Call us at (360) 555-0100": the way to reach the home that never fails. */
function CallUs() {
  const { phone } = useSiteSettings();
  if (!phone) return null;
  return (
    <p>
      Questions? Call us at <a href={telHref(phone)}>{formatPhone(phone)}</a>.
    </p>
  );
}

const footer = (
  <p>
    <Link to="/">Back to our website</Link>
  </p>
);

/**
 * A family's own tour (issue 45), by the link in their confirmation: its time, another open time
 * to move it to, or its cancellation, without an account. The link is the only key.
 */
export function ManageTourPage({ token }: { token?: string }) {
  return (
    <CardPage title="Your Tour" subtitle="Change or cancel your visit to our home." footer={footer}>
      {token ? (
        <TourByLink token={token} />
      ) : (
        <p className={form.errorBox} role="alert">
          {INVALID}
        </p>
      )}
      <CallUs />
    </CardPage>
  );
}

function TourByLink({ token }: { token: string }) {
  const tour = useQuery(managedTourQuery(token));
  if (tour.isPending) return <LoadingState label="Loading your tour..." />;
  if (tour.error) {
    // A link that names no tour (or one that has ended) is said in the server's words; anything else can be tried again.
    if (tour.error instanceof ApiError && tour.error.status < 500)
      return (
        <p className={form.errorBox} role="alert">
          {tour.error.serverMessage ?? INVALID}
        </p>
      );
    return <ErrorState message="Your tour could not be loaded." onRetry={() => void tour.refetch()} />;
  }
  return <TourChanges token={token} tour={tour.data} />;
}

function TourChanges({ token, tour }: { token: string; tour: ManagedTour }) {
  const { business_name: home, timezone } = useSiteSettings();
  const move = useMoveTour(token);
  const cancel = useCancelTour(token);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  const when = tourTimeInWords(tour.start, timezone);
  const cancelled = tour.status === 'cancelled';

  const moveTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = readTourStart(event.currentTarget);
    if (!start) return;
    cancel.reset();
    move.mutate(start, { onSuccess: ({ tour: moved }) => setDone(`Your tour is moved to ${tourTimeInWords(moved.start, timezone)}.`) });
  };
  const cancelTour = () => {
    move.reset();
    cancel.mutate(undefined, { onSuccess: () => (setAsking(false), setDone('Your tour is cancelled. The time is free for another family.')) });
  };
  const failed = move.error ?? cancel.error;

  return (
    <div className={styles.stack}>
      {cancelled ? (
        <p>
          Your tour of {home} on <strong>{when}</strong> is cancelled.
        </p>
      ) : (
        <p>
          Your tour of {home} is on <strong>{when}</strong>. {tour.status === 'confirmed' ? 'We have confirmed it: we look forward to meeting you.' : 'We will call or email you to confirm it.'}
        </p>
      )}
      <div role="status">{done && <p className={form.successBox}>{done}</p>}</div>
      <div role="alert">{failed && <p className={form.errorBox}>{changeFailure(failed)}</p>}</div>

      {cancelled ? (
        <p>
          <Link to="/contact" search={{ type: 'tour' }} className={button({ tone: 'primary' })}>
            Book another tour
          </Link>
        </p>
      ) : (
        <>
          <MoveForm busy={move.isPending} onMove={moveTo} />
          <section className={styles.stack} aria-labelledby="cancel-tour-title">
            <h2 id="cancel-tour-title" className={styles.sectionTitle}>
              Cancel this tour
            </h2>
            {asking ? (
              <CancelQuestion when={when} busy={cancel.isPending} onYes={cancelTour} onNo={() => setAsking(false)} />
            ) : (
              <p>
                <button type="button" className={button({ tone: 'outline' })} onClick={() => setAsking(true)}>
                  Cancel This Tour
                </button>
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** The open times, days first as on the contact form; none open online: the phone. */
function MoveForm({ busy, onMove }: { busy: boolean; onMove: (event: FormEvent<HTMLFormElement>) => void }) {
  const slots = useTourSlots(true);
  const id = useId();
  return (
    <section className={styles.stack} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Choose another time
      </h2>
      {slots ? (
        <form className={styles.stack} onSubmit={onMove} aria-labelledby={`${id}-title`}>
          <TourSlots id={id} reply={slots} />
          <p>
            <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
              {busy ? 'Moving...' : 'Move My Tour'}
            </button>
          </p>
        </form>
      ) : (
        <p>No other times are open online right now.</p>
      )}
    </section>
  );
}

/** Asked before cancelling; the question takes the focus, and "Keep My Tour" is the first answer. */
function CancelQuestion({ when, busy, onYes, onNo }: { when: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.stack} role="group" aria-label="Cancel your tour?">
      <p>Cancel your tour on {when}? The time goes back to other families.</p>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'outline' })} onClick={onNo}>
          Keep My Tour
        </button>
        <button type="button" className={button({ tone: 'primary' })} onClick={onYes} disabled={busy}>
          {busy ? 'Cancelling...' : 'Yes, Cancel the Tour'}
        </button>
      </div>
    </div>
  );
}
