import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { adminGalleryQuery } from '../../gallery/gallery-api';
import { adminSettingsQuery } from '../../settings/settings-api';
import { adminTeamQuery } from '../../team/team-api';
import { setupItems, type EmailState } from './today';
import * as styles from './today.css';

/**
 * What the site still lacks, each with where to add it. An item leaves the list once it is done, and
 * the list leaves once all are: a fresh site never looks finished when it is not (issue 32).
 */
export function SetupChecklist({ email, siteAddress }: { email: EmailState; siteAddress?: boolean }) {
  // useQuery, not useSuspenseQuery: the list shows what it can tell as the reads come, and one that
  // fails leaves its item out rather than taking the dashboard away.
  const settings = useQuery(adminSettingsQuery()).data;
  const photos = useQuery(adminGalleryQuery()).data;
  const team = useQuery(adminTeamQuery()).data;
  const items = setupItems({ settings, photos, team, email, siteAddress });
  const left = items.filter((item) => !item.done);
  if (left.length === 0) return null;
  return (
    <div className={styles.setup} role="group" aria-labelledby="setup-title">
      <h3 id="setup-title" className={styles.setupTitle}>
        Finish setting up your site
      </h3>
      <p className={styles.setupCount}>
        {items.length - left.length} of {items.length} done
      </p>
      <ul className={styles.setupList}>
        {left.map((item) => (
          <li key={item.key} className={styles.setupItem}>
            <Circle size={18} aria-hidden="true" className={styles.setupIcon} />
            <span>
              <Link to={item.to} hash={item.hash}>
                {item.label}
              </Link>
              <span className={styles.setupHint}> {item.hint}</span>
            </span>
          </li>
        ))}
      </ul>
      {items.length > left.length && (
        <p className={styles.setupDone}>
          <CheckCircle2 size={18} aria-hidden="true" /> Done: {items.filter((item) => item.done).map((item) => item.label).join(', ')}.
        </p>
      )}
    </div>
  );
}
