import { Mail, Phone, Trash2 } from 'lucide-react';
import { formatPhone, telHref } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/format-dates';
import { button } from '../../../ui/button.css';
import type { Inquiry } from './inquiries-api';
import { formatReceived, fullName, preferredLanguage } from './inquiry-format';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { InquiryTourFacts } from './inquiry-tour-facts';
import * as styles from './inquiries.css';

type Actions = { onOpen: (inquiry: Inquiry) => void; onDelete: (inquiry: Inquiry) => void };

/** One request in the inbox: status, who, how to reach them, when, the tour they want, and the start of the message. */
export function InquiryCard({ inquiry, onOpen, onDelete }: { inquiry: Inquiry } & Actions) {
  const name = fullName(inquiry);
  const headingId = `inquiry-${inquiry.id}-name`;
  const prefers = preferredLanguage(inquiry);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.body}>
        <div className={styles.tags}>
          <InquiryStatusBadge status={inquiry.status} reason={inquiry.closed_reason} />
          <span className={styles.muted}>{inquiry.service_type}</span>
          <time className={styles.muted} dateTime={inquiry.created_at} title={formatReceived(inquiry.created_at)}>
            Received {formatRelativeTime(inquiry.created_at)}
          </time>
          {prefers && <span className={styles.language}>{prefers}</span>}
        </div>
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
        <p className={styles.contacts}>
          <a href={`mailto:${inquiry.email}`} className={styles.contactLink}>
            <Mail size={16} aria-hidden="true" className={styles.contactIcon} />
            <span>{inquiry.email}</span>
          </a>
          <a href={telHref(inquiry.phone)} className={styles.contactLink}>
            <Phone size={16} aria-hidden="true" className={styles.contactIcon} />
            <span>{formatPhone(inquiry.phone)}</span>
          </a>
        </p>
        <InquiryTourFacts inquiry={inquiry} />
        <p className={styles.preview}>{inquiry.message}</p>
        {inquiry.notes && <p className={styles.muted}>Notes: {inquiry.notes}</p>}
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${button({ tone: 'outline' })} ${styles.smallButton}`} onClick={() => onOpen(inquiry)} aria-label={`Open inquiry from ${name}`}>
          Open
        </button>
        <button type="button" className={`${button({ tone: 'outline' })} ${styles.smallButton}`} onClick={() => onDelete(inquiry)} aria-label={`Delete inquiry from ${name}`} title="Delete">
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
