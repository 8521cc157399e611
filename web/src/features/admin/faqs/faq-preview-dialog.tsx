import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-dates';
import type { Faq } from '../../../lib/types';
import { Dialog } from '../../../ui/dialog';
import { DetailsFooter } from '../activity/details-footer';
import { FaqCategoryBadge, FaqStatusBadge } from './faq-badges';
import * as styles from './faq-preview-dialog.css';

const Row = ({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) => (
  <div className={wide ? styles.wideRow : styles.row}>
    <dt className={styles.term}>{term}</dt>
    <dd className={term === 'Answer' ? styles.answer : styles.value}>{children}</dd>
  </div>
);

/** A read-only look at one FAQ as written, line breaks included. */
export function FaqPreviewDialog({ faq, onClose }: { faq: Faq; onClose: () => void }) {
  return (
    <Dialog open title="FAQ Preview" onClose={onClose}>
      <dl className={styles.details}>
        <Row term="Status">
          <FaqStatusBadge status={faq.status} />
        </Row>
        <Row term="Category">
          <FaqCategoryBadge category={faq.category} />
        </Row>
        <Row term="Order">{faq.order_index}</Row>
        <Row term="Question" wide>
          <strong>{faq.question}</strong>
        </Row>
        <Row term="Answer" wide>
          {faq.answer}
        </Row>
        <Row term="Created">{formatDate(faq.created_at)}</Row>
        <Row term="Updated">{formatDate(faq.updated_at)}</Row>
      </dl>
      <DetailsFooter type="faq" id={faq.id} onClose={onClose} />
    </Dialog>
  );
}
