import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ActivityTarget } from '../../../lib/types';
import { srOnly } from '../../../ui/layout.css';
import { useRecentActivity } from './activity-api';
import { ActivityEntry } from './activity-entry';
import * as styles from './activity.css';

/**
 * The last few entries about one record, at the foot of its preview dialog, with a link to its
 * whole history on the activity screen. Quiet while it loads: the dialog is about the record.
 */
export function RecentActivity({ type, id }: { type: ActivityTarget; id: number }) {
  const recent = useRecentActivity(type, id);
  const headingId = useId();
  const records = recent.data?.records ?? [];
  return (
    <section className={styles.recent} aria-labelledby={headingId} aria-busy={recent.isPending}>
      <div className={styles.recentHeader}>
        <h3 id={headingId} className={styles.recentTitle}>
          Recent activity
        </h3>
        <Link to="/admin/activity" search={{ type, target_id: id }}>
          See all<span className={srOnly}> activity</span>
        </Link>
      </div>
      {recent.isPending ? null : recent.isError ? (
        <p className={styles.recentNote}>The history could not be loaded.</p>
      ) : records.length === 0 ? (
        <p className={styles.recentNote}>No recorded changes yet.</p>
      ) : (
        <ul className={styles.list}>
          {records.map((entry) => (
            <li key={entry.id}>
              <ActivityEntry entry={entry} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
