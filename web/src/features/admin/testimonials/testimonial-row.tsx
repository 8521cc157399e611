import { Check, Undo2 } from 'lucide-react';
import { formatMonth } from '../../../lib/format-dates';
import type { AdminTestimonial } from '@afh/contract/records';
import { button } from '../../../ui/button.css';
import * as page from '../admin-page.css';
import * as styles from '../collection/collection.css';
import { RowActions } from '../collection/collection-row';

type Props = { testimonial: AdminTestimonial; onApprove: (approved: boolean) => void; onEdit: () => void; onDelete: () => void };

/** One family's words: the quote, who said it, the month, whether it is shown, and the actions. */
export function TestimonialRow({ testimonial, onApprove, onEdit, onDelete }: Props) {
  const { name, relationship, quote, date, approved } = testimonial;
  const who = `${name}, ${relationship}`;
  return (
    <li className={styles.wordsRow}>
      <div className={styles.body}>
        <div className={styles.titleLine}>
          <span className={`${approved ? page.badgeGood : page.badgeNeutral} ${styles.sentenceCase}`}>{approved ? 'Approved' : 'Waiting for approval'}</span>
          <time className={styles.muted} dateTime={date}>
            {formatMonth(date)}
          </time>
        </div>
        <blockquote className={styles.quote}>“{quote}”</blockquote>
        <h3 className={styles.heading}>— {who}</h3>
      </div>
      <RowActions editLabel={`Edit the words of ${who}`} deleteLabel={`Delete the words of ${who}`} onEdit={onEdit} onDelete={onDelete}>
        <button type="button" className={`${button({ tone: approved ? 'outline' : 'primary' })} ${styles.smallButton}`} onClick={() => onApprove(!approved)} aria-label={`${approved ? 'Unapprove' : 'Approve'} the words of ${who}`}>
          {approved ? <Undo2 size={18} aria-hidden="true" /> : <Check size={18} aria-hidden="true" />} {approved ? 'Unapprove' : 'Approve'}
        </button>
      </RowActions>
    </li>
  );
}
