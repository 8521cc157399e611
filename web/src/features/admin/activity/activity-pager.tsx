import { button } from '../../../ui/button.css';
import { PAGE_SIZE } from './activity-search';
import * as styles from './activity.css';

type Props = { offset: number; shown: number; total: number; onTurn: (page: number) => void };

/** 'Showing 51–100 of 123' with Previous and Next; nothing when there is nothing to page through. */
export function ActivityPager({ offset, shown, total, onTurn }: Props) {
  const page = Math.floor(offset / PAGE_SIZE) + 1;
  if (total === 0 || (shown === 0 && page === 1)) return null;
  return (
    <nav className={styles.pager} aria-label="Activity pages">
      <p aria-live="polite">{shown > 0 ? `Showing ${offset + 1}–${offset + shown} of ${total}` : `Page ${page} is past the end (${total} in all)`}</p>
      <div className={styles.pagerButtons}>
        <button type="button" className={button({ tone: 'outline' })} disabled={page === 1} onClick={() => onTurn(page - 1)}>
          Previous
        </button>
        <button type="button" className={button({ tone: 'outline' })} disabled={offset + shown >= total} onClick={() => onTurn(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
