import { useId } from 'react';
import { formatDayAndTime } from '../../../lib/format';
import type { ActivityRecord } from '../../../lib/types';
import * as page from '../admin-page.css';
import { actorText, changeText, exactTime, TARGET_NAMES } from './activity-format';
import * as styles from './activity.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One entry of the log: when (the day and minute; the exact second in the tooltip), who, the
 * one-line summary and each changed field as 'Label: before → after'. On the activity screen the
 * summary is the entry's heading; in a preview dialog (`compact`) it is a line of a short list.
 */
export function ActivityEntry({ entry, compact = false }: { entry: ActivityRecord; compact?: boolean }) {
  const Summary = compact ? 'p' : 'h3';
  const Entry = compact ? 'div' : 'article';
  const summaryId = useId();
  return (
    <Entry className={compact ? styles.recentEntry : styles.entry} aria-labelledby={compact ? undefined : summaryId}>
      <Summary id={summaryId} className={styles.summary}>
        {entry.summary}
      </Summary>
      <p className={styles.meta}>
        <time dateTime={entry.created_at} title={exactTime(entry.created_at)}>
          {capitalized(formatDayAndTime(entry.created_at))}
        </time>
        <span>by {actorText(entry)}</span>
        {!compact && <span className={page.badgeNeutral}>{TARGET_NAMES[entry.target_type].one}</span>}
      </p>
      {entry.changes.length > 0 && (
        <ul className={styles.changes} aria-label="Changes">
          {entry.changes.map((change) => {
            const line = changeText(change, entry.action);
            return (
              <li key={change.field} className={styles.change} title={line}>
                {line}
              </li>
            );
          })}
        </ul>
      )}
    </Entry>
  );
}
