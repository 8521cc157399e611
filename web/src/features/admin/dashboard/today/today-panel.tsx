import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, Mail, MailWarning, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { button } from '../../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../../ui/toast';
import { failureText } from '../../failure-text';
import { inquiriesQuery, useUpdateInquiry, type Inquiry } from '../../inquiries/inquiries-api';
import { formatReceived, fullName, preferredLanguage } from '../../inquiries/inquiry-format';
import { InquiryTourFacts } from '../../inquiries/inquiry-tour-facts';
import * as page from '../../admin-page.css';
import { useSiteSettings } from '../../../site/settings-query';
import { tourTimeInWords } from '../../../site/tour-time';
import { toursQuery, type Tour } from '../../tours/tours-api';
import { emailStateQuery, UNKNOWN_EMAIL } from './email-state-query';
import { OldReports } from './old-reports';
import { PendingAccounts } from './pending-accounts';
import { RoomsCheck } from './rooms-check';
import { SetupChecklist } from './setup-checklist';
import { isOverdue, waitedFor, waitingRequests } from './today';
import { TourFollowUps } from './tour-follow-ups';
import { TranslationsToDo } from './translations-checklist';
import { UpcomingTours } from './upcoming-tours';
import * as styles from './today.css';

/** At most this many requests on the dashboard; the rest are a link away. */
const SHOWN = 10;

function WaitingRequest({ inquiry, now, tour, timezone }: { inquiry: Inquiry; now: number; tour: Tour | undefined; timezone: string }) {
  const update = useUpdateInquiry();
  const name = fullName(inquiry);
  const markAnswered = () =>
    update.mutate(
      { id: inquiry.id, status: 'contacted', notes: inquiry.notes },
      {
        onSuccess: () => notifySuccess(`${name}'s request is marked answered.`),
        onError: (error) => notifyError(failureText('mark the request answered', error), error),
      },
    );
  const overdue = isOverdue(inquiry, now);
  return (
    <li className={overdue ? styles.requestOverdue : styles.request}>
      <div className={styles.requestHead}>
        <strong>{name}</strong>
        <span className={styles.requestType}>{inquiry.service_type}</span>
        {preferredLanguage(inquiry) && <span className={styles.requestLanguage}>{preferredLanguage(inquiry)}</span>}
        <span className={styles.requestTime}>
          Sent {formatReceived(inquiry.created_at)}, waiting {waitedFor(inquiry.created_at, now)}
        </span>
        {overdue && (
          <span className={styles.overdueFlag}>
            <AlertTriangle size={16} aria-hidden="true" />
            Waiting over 2 hours
          </span>
        )}
      </div>
      {tour && tour.status !== 'cancelled' && (
        <p className={styles.booked}>
          Tour booked: <strong>{tourTimeInWords(tour.start, timezone)}</strong>
        </p>
      )}
      <InquiryTourFacts inquiry={inquiry} withBooking={false} />
      <div className={styles.requestActions}>
        {inquiry.phone && (
          <a className={button({ tone: 'outline' })} href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${name} at ${inquiry.phone}`}>
            <Phone size={18} aria-hidden="true" />
            Call
          </a>
        )}
        <a className={button({ tone: 'outline' })} href={`mailto:${inquiry.email}`} aria-label={`Email ${name} at ${inquiry.email}`}>
          <Mail size={18} aria-hidden="true" />
          Email
        </a>
        <button type="button" className={button({ tone: 'primary' })} onClick={markAnswered} disabled={update.isPending} aria-label={`Mark answered: ${name}'s request`}>
          Mark answered
        </button>
      </div>
    </li>
  );
}

/**
 * The top of the dashboard (issue 32): the requests waiting for an answer, flagged once they have
 * waited longer than the two hours the site promises, a plain warning while email is off, the
 * accounts waiting for approval, and what the site still lacks before it reads as the home's own.
 */
export function TodayPanel({ pendingUsers }: { pendingUsers: number | undefined }) {
  // useQuery, not useSuspenseQuery: the panel has its own loading and error states, and requests
  // that cannot be read must not take the rest of the dashboard away (the route waits for the counts only).
  const inquiries = useQuery(inquiriesQuery());
  const email = useQuery(emailStateQuery()).data ?? UNKNOWN_EMAIL;
  const tours = useQuery(toursQuery()).data ?? [];
  const { timezone } = useSiteSettings();
  const tourOf = (id: number) => tours.find((tour) => tour.id === id);
  const waiting = waitingRequests(inquiries.data ?? []);
  // The flags follow the clock: a request turns overdue while the dashboard stays open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section className={`${page.panel} ${styles.today}`} aria-labelledby="today-title">
      <h2 id="today-title" className={page.panelTitle}>
        Today
      </h2>
      {email.state === 'failing' && (
        <p className={styles.emailOff}>
          <MailWarning aria-hidden="true" />
          <span>
            Email is not working: {email.reason}. <Link to="/admin/settings" hash="email">Fix it.</Link>
          </span>
        </p>
      )}
      {email.state === 'off' && (
        <p className={styles.emailOff}>
          <MailWarning aria-hidden="true" />
          <span>
            Email is off: new requests reach you only here. <Link to="/admin/settings" hash="email">Set it up.</Link>
          </span>
        </p>
      )}
      {inquiries.isPending && <p aria-busy="true">Loading requests…</p>}
      {inquiries.isError && <p role="alert">The requests could not be loaded just now. They are safe; try again in a moment, or open Inquiries.</p>}
      {inquiries.isSuccess && waiting.length === 0 && <p>No request is waiting for an answer.</p>}
      {waiting.length > 0 && (
        <>
          <p>{waiting.length === 1 ? '1 request is waiting for an answer.' : `${waiting.length} requests are waiting for an answer.`}</p>
          <ul className={styles.requests}>
            {waiting.slice(0, SHOWN).map((inquiry) => (
              <WaitingRequest key={inquiry.id} inquiry={inquiry} now={now} tour={tourOf(inquiry.id)} timezone={timezone} />
            ))}
          </ul>
          {waiting.length > SHOWN && (
            <p>
              <Link to="/admin/inquiries">See the other {waiting.length - SHOWN} in Inquiries</Link>
            </p>
          )}
        </>
      )}
      <PendingAccounts count={pendingUsers} />
      <RoomsCheck now={now} />
      <OldReports now={now} />
      <TourFollowUps timezone={timezone} />
      <UpcomingTours tours={tours} timezone={timezone} />
      <TranslationsToDo />
      <SetupChecklist email={email.state} siteAddress={email.siteAddress} />
    </section>
  );
}
