import { srOnly } from '../../../ui/layout.css';
import { EmptyState } from '../../../ui/states';
import type { Inquiry } from './inquiries-api';
import { InquiryCard } from './inquiry-card';
import * as styles from './inquiries.css';

type Actions = { onOpen: (inquiry: Inquiry) => void; onDelete: (inquiry: Inquiry) => void };

/** The requests, newest first, or a message that depends on whether a search or filter is on. */
export function InquiryList({ inquiries, filtered, ...actions }: { inquiries: Inquiry[]; filtered: boolean } & Actions) {
  if (inquiries.length === 0) {
    return <EmptyState message={filtered ? 'No inquiries found matching your search.' : 'No inquiries yet. Messages sent from the contact form will appear here.'} />;
  }
  return (
    <section aria-labelledby="inquiry-list-heading">
      <h2 id="inquiry-list-heading" className={srOnly}>
        Inquiries ({inquiries.length})
      </h2>
      <ul className={styles.list}>
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryCard inquiry={inquiry} {...actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
