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
import { useLanguage } from '../site/language';
import { useWords } from '../site/words';
import { tourWords } from './tour-words';
import { manageTourWords } from './manage-tour-words';

/** "Call us at (360) 555-0100": the way to reach the home that never fails. */
function CallUs() {
  const { phone } = useSiteSettings();
  const w = useWords(manageTourWords);
  if (!phone) return null;
  return (
    <p>
      {w.questions}
      <a href={telHref(phone)}>{formatPhone(phone)}</a>.
    </p>
  );
}

/**
 * A family's own tour (issue 45), by the link in their confirmation: its time, another open time
 * to move it to, or its cancellation, without an account. The link is the only key.
 */
export function ManageTourPage({ token }: { token?: string }) {
  const w = useWords(manageTourWords);
  const footer = (
    <p>
      <Link to="/">{w.back}</Link>
    </p>
  );
  return (
    <CardPage title={w.title} subtitle={w.subtitle} footer={footer}>
      {token ? (
        <TourByLink token={token} />
      ) : (
        <p className={form.errorBox} role="alert">
          {w.invalid}
        </p>
      )}
      <CallUs />
    </CardPage>
  );
}

function TourByLink({ token }: { token: string }) {
  const tour = useQuery(managedTourQuery(token));
  const w = useWords(manageTourWords);
  const { server } = useWords(tourWords);
  if (tour.isPending) return <LoadingState label={w.loading} />;
  if (tour.error) {
    // A link that names no tour (or one that has ended) is said in the server's words; anything else can be tried again.
    if (tour.error instanceof ApiError && tour.error.status < 500)
      return (
        <p className={form.errorBox} role="alert">
          {tour.error.serverMessage ? server(tour.error.serverMessage) : w.invalid}
        </p>
      );
    return <ErrorState message={w.loadError} retry={w.tryAgain} onRetry={() => void tour.refetch()} />;
  }
  return <TourChanges token={token} tour={tour.data} />;
}

function TourChanges({ token, tour }: { token: string; tour: ManagedTour }) {
  const { business_name: home, timezone } = useSiteSettings();
  const language = useLanguage();
  const w = useWords(manageTourWords);
  const { server } = useWords(tourWords);
  const move = useMoveTour(token);
  const cancel = useCancelTour(token);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  const when = tourTimeInWords(tour.start, timezone, language);
  const cancelled = tour.status === 'cancelled';

  const moveTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = readTourStart(event.currentTarget);
    if (!start) return;
    cancel.reset();
    move.mutate(start, { onSuccess: ({ tour: moved }) => setDone(w.moved(tourTimeInWords(moved.start, timezone, language))) });
  };
  const cancelTour = () => {
    move.reset();
    cancel.mutate(undefined, { onSuccess: () => (setAsking(false), setDone(w.cancelledDone)) });
  };
  const failed = move.error ?? cancel.error;

  return (
    <div className={styles.stack}>
      {cancelled ? (
        <p>
          {w.cancelledOn(home)}
          <strong>{when}</strong>
          {w.isCancelled}
        </p>
      ) : (
        <p>
          {w.tourOn(home)}
          <strong>{when}</strong>. {tour.status === 'confirmed' ? w.confirmed : w.toConfirm}
        </p>
      )}
      <div role="status">{done && <p className={form.successBox}>{done}</p>}</div>
      <div role="alert">{failed && <p className={form.errorBox}>{changeFailure(failed, w, server)}</p>}</div>

      {cancelled ? (
        <p>
          <Link to="/contact" search={{ type: 'tour' }} className={button({ tone: 'primary' })}>
            {w.bookAnother}
          </Link>
        </p>
      ) : (
        <>
          <MoveForm busy={move.isPending} onMove={moveTo} />
          <section className={styles.stack} aria-labelledby="cancel-tour-title">
            <h2 id="cancel-tour-title" className={styles.sectionTitle}>
              {w.cancelTitle}
            </h2>
            {asking ? (
              <CancelQuestion when={when} busy={cancel.isPending} onYes={cancelTour} onNo={() => setAsking(false)} />
            ) : (
              <p>
                <button type="button" className={button({ tone: 'outline' })} onClick={() => setAsking(true)}>
                  {w.cancelButton}
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
  const w = useWords(manageTourWords);
  return (
    <section className={styles.stack} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {w.moveTitle}
      </h2>
      {slots ? (
        <form className={styles.stack} onSubmit={onMove} aria-labelledby={`${id}-title`}>
          <TourSlots id={id} reply={slots} />
          <p>
            <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
              {busy ? w.moving : w.move}
            </button>
          </p>
        </form>
      ) : (
        <p>{w.noneOpen}</p>
      )}
    </section>
  );
}

/** Asked before cancelling; the question takes the focus, and "Keep My Tour" is the first answer. */
function CancelQuestion({ when, busy, onYes, onNo }: { when: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const w = useWords(manageTourWords);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.stack} role="group" aria-label={w.cancelQuestionLabel}>
      <p>{w.cancelQuestion(when)}</p>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'outline' })} onClick={onNo}>
          {w.keep}
        </button>
        <button type="button" className={button({ tone: 'primary' })} onClick={onYes} disabled={busy}>
          {busy ? w.cancelling : w.yesCancel}
        </button>
      </div>
    </div>
  );
}
