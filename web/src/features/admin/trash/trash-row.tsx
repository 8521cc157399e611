import { RotateCcw } from 'lucide-react';
import { formatDate, formatDayAndTime } from '../../../lib/format-dates';
import type { TrashRecord } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as page from '../admin-page.css';
import { TARGET_NAMES } from '../activity/activity-format';
import * as styles from './trash.css';

/** One deleted item: its kind and title, when and by whom it was deleted, until when it can come back, and Restore. */
export function TrashRow({ record, busy, onRestore }: { record: TrashRecord; busy: boolean; onRestore: () => void }) {
  const kind = TARGET_NAMES[record.type].one;
  const titleId = `trash-${record.type}-${record.id}`;
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.what}>
        <h3 id={titleId} className={styles.title}>
          {record.title}
        </h3>
        <p className={styles.meta}>
          <span className={page.badgeNeutral}>{kind}</span>
          <span>
            Deleted <time dateTime={record.deleted_at}>{formatDayAndTime(record.deleted_at)}</time> by {record.deleted_by}
          </span>
          <span>
            Can be restored until <time dateTime={record.restorable_until}>{formatDate(record.restorable_until)}</time>
          </span>
        </p>
      </div>
      <button type="button" className={button({ tone: 'outline' })} onClick={onRestore} disabled={busy} aria-describedby={titleId}>
        <RotateCcw size={18} aria-hidden="true" /> Restore
      </button>
    </li>
  );
}
