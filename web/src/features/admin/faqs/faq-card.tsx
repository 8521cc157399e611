import { Eye } from 'lucide-react';
import { formatDate } from '../../../lib/format-dates';
import type { Faq } from '../../../lib/types';
import { iconButton } from '../collection/collection.css';
import { RowActions } from '../collection/collection-row';
import { FaqCategoryBadge, FaqStatusBadge } from './faq-badges';
import * as styles from './faq-card.css';

type Actions = { onPreview: (faq: Faq) => void; onEdit: (faq: Faq) => void; onDelete: (faq: Faq) => void; deleting: boolean };

/** One FAQ in the admin list: badges, order, question, a 3-line answer, dates and icon-only actions. */
export function FaqCard({ faq, onPreview, onEdit, onDelete, deleting }: { faq: Faq } & Actions) {
  return (
    <article className={styles.card} aria-labelledby={`faq-${faq.id}-question`}>
      <div className={styles.body}>
        <div className={styles.tags}>
          <FaqStatusBadge status={faq.status} />
          <FaqCategoryBadge category={faq.category} />
          <span className={styles.order}>Order: {faq.order_index}</span>
        </div>
        <h3 id={`faq-${faq.id}-question`} className={styles.question}>
          {faq.question}
        </h3>
        <p className={styles.answer}>{faq.answer}</p>
        <p className={styles.dates}>
          <span>Created: {formatDate(faq.created_at)}</span>
          <span>Updated: {formatDate(faq.updated_at)}</span>
        </p>
      </div>
      <RowActions
        className={styles.actions}
        editLabel={`Edit FAQ: ${faq.question}`}
        deleteLabel={`Delete FAQ: ${faq.question}`}
        deleteClassName={styles.dangerButton}
        onEdit={() => onEdit(faq)}
        onDelete={() => onDelete(faq)}
        deleting={deleting}
      >
        <button type="button" className={iconButton} onClick={() => onPreview(faq)} aria-label={`Preview FAQ: ${faq.question}`} title="Preview">
          <Eye size={20} aria-hidden="true" />
        </button>
      </RowActions>
    </article>
  );
}
