import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatDayAndTime } from '../../../lib/format-dates';
import { resolveImageUrl } from '../../../lib/images';
import type { ActivityChange, ActivityRecord } from '../../../lib/types';
import * as page from '../admin-page.css';
import { actorText, changeText, exactTime, TARGET_NAMES, wentToTrash } from './activity-format';
import * as styles from './activity.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A picture's change as small pictures: the one before and the one after, where there is one. */
function Thumbnails({ thumbnails }: { thumbnails: NonNullable<ActivityChange['thumbnails']> }) {
  const shown = [
    { url: thumbnails.before, alt: thumbnails.after ? 'The photo before' : 'The photo' },
    { url: thumbnails.after, alt: thumbnails.before ? 'The photo after' : 'The photo' },
  ].filter((one): one is { url: string; alt: string } => Boolean(one.url));
  return (
    <span className={styles.thumbnails}>
      {shown.map((one) => (
        <img key={one.alt} className={styles.thumbnail} src={resolveImageUrl(one.url)} alt={one.alt} loading="lazy" width={48} height={48} />
      ))}
    </span>
  );
}

/**
 * One entry of the log: when (the day and minute; the exact second in the tooltip), who, the
 * one-line summary and each changed field as 'Label: before → after' (a picture as thumbnails); a
 * delete links to Recently deleted, where it can be restored. On the activity screen the
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
        {wentToTrash(entry) && <Link to="/admin/trash">Find it in Recently deleted</Link>}
      </p>
      {entry.changes.length > 0 && (
        <ul className={styles.changes} aria-label="Changes">
          {entry.changes.map((change) => {
            const line = changeText(change, entry.action);
            return (
              <li key={change.field} className={styles.change} title={line}>
                {line}
                {change.thumbnails && <Thumbnails thumbnails={change.thumbnails} />}
              </li>
            );
          })}
        </ul>
      )}
    </Entry>
  );
}
