import { useState, type FormEvent, type ReactNode } from 'react';
import { formatPhone, telHref } from '../../../lib/format';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { useSiteSettings } from '../../site/settings-query';
import { RecentActivity } from '../activity/recent-activity';
import { CLOSED_REASON_WORDS, INQUIRY_STATUS_WORDS } from '@afh/contract/inquiry-words';
import { CLOSED_REASONS, INQUIRY_STATUSES, type Inquiry, type InquiryChanges, type InquiryStatus } from './inquiries-api';
import { careFacts, formatReceived, fullName, preferredLanguage, tourFacts } from './inquiry-format';
import * as styles from './inquiries.css';

export const NOTES_MAX = 5000;

/** Everything the visitor sent, and the admin's status and notes, saved together with one button. */
export function InquiryDialog({ inquiry, busy, onClose, onSave }: { inquiry: Inquiry; busy: boolean; onClose: () => void; onSave: (changes: InquiryChanges) => void }) {
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status);
  const [reason, setReason] = useState<Inquiry['closed_reason']>(inquiry.closed_reason);
  const [notes, setNotes] = useState(inquiry.notes);
  const { timezone } = useSiteSettings();
  const prefers = preferredLanguage(inquiry);
  const rows: Array<[string, ReactNode, string?]> = [
    ['Name', fullName(inquiry)],
    ['Email', <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>],
    ['Phone', <a href={telHref(inquiry.phone)}>{formatPhone(inquiry.phone)}</a>],
    ['Request', inquiry.service_type],
    // The language of the page it was sent from (issue 47), when not English.
    ...(prefers ? ([['Language', prefers]] satisfies Array<[string, string]>) : []),
    // How the family found the home (issue 45), when they said.
    ...(inquiry.heard_from ? ([['Heard about us', inquiry.heard_from]] satisfies Array<[string, string]>) : []),
    // A tour request's details, those that were given.
    ...tourFacts(inquiry, timezone),
    // The tour's pre-screen (issue 46): health answers, for the admins' eyes only, with their consent.
    ...careFacts(inquiry),
    ['Received', <time dateTime={inquiry.created_at}>{formatReceived(inquiry.created_at)}</time>],
    ['Message', inquiry.message, styles.message],
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ id: inquiry.id, status, notes: notes.trim(), closed_reason: status === 'closed' ? reason : '' });
  };

  return (
    <Dialog open title="Inquiry Details" onClose={onClose} dirty={status !== inquiry.status || notes !== inquiry.notes || (status === 'closed' && reason !== inquiry.closed_reason)}>
      <dl className={styles.details}>
        {rows.map(([term, value, className]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={className ?? styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <form className={form.stack} onSubmit={submit} aria-label="Follow-up">
        <SelectField
          id="inquiry-status"
          label="Stage"
          value={status}
          options={INQUIRY_STATUSES}
          optionLabel={(option) => INQUIRY_STATUS_WORDS[option as InquiryStatus]}
          onChange={(e) => setStatus(e.target.value as InquiryStatus)}
          hint="New until someone answers; a booked tour makes it Tour booked, and a tour marked done, Toured."
        />
        {status === 'closed' && (
          <SelectField
            id="inquiry-closed-reason"
            label="Reason for closing"
            value={reason}
            options={['', ...CLOSED_REASONS]}
            optionLabel={(option) => (option ? CLOSED_REASON_WORDS[option as Exclude<Inquiry['closed_reason'], ''>] : 'Not given')}
            onChange={(e) => setReason(e.target.value as Inquiry['closed_reason'])}
          />
        )}
        <div className={form.field}>
          <label className={form.label} htmlFor="inquiry-notes">
            Notes
          </label>
          <textarea id="inquiry-notes" className={form.control} rows={4} maxLength={NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} aria-describedby="inquiry-notes-hint" />
          <span id="inquiry-notes-hint" className={form.hint}>
            Only admins see these notes. Up to {NOTES_MAX} characters.
          </span>
        </div>
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
      <RecentActivity type="inquiry" id={inquiry.id} />
    </Dialog>
  );
}
