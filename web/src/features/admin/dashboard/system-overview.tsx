import { useQuery } from '@tanstack/react-query';
import { formatDayAndTime } from '../../../lib/format-dates';
import type { BackupList } from '../../../lib/types';
import { BackupActions } from './backup-actions';
import { backupsQuery } from './backups-api';
import * as page from '../admin-page.css';
import * as styles from './dashboard-page.css';
import { systemHealthQuery, type SystemHealth } from './system-health-query';

/** A backup older than this is shown as overdue: a nightly one plus a couple of hours. */
const BACKUP_STALE_MS = 26 * 60 * 60 * 1000;

type Row = { label: string; status: string; good: boolean; detail?: string };

const databaseRow = (health: SystemHealth | undefined, failed: boolean): Row => {
  if (failed) return { label: 'Database', status: 'Unknown', good: false, detail: 'The site could not be asked just now. Reload the page in a minute.' };
  if (!health) return { label: 'Database', status: 'Checking…', good: true };
  // Plain words for the owner (issue 44): which database and its size are the server's business.
  const { database } = health;
  if (!database.reachable) {
    return { label: 'Database', status: 'Unreachable', good: false, detail: 'The site cannot reach its database just now: pages already shown stay up, and changes wait. If this lasts, call whoever looks after the website.' };
  }
  if (!database.ok) return { label: 'Database', status: 'Check failed', good: false, detail: 'The database answers, but its check found a problem. Call whoever looks after the website.' };
  return { label: 'Database', status: 'Healthy', good: true, detail: 'The database answers.' };
};

const backupRow = (backups: BackupList | undefined, failed: boolean): Row => {
  if (failed) return { label: 'Last backup', status: 'Unknown', good: false, detail: 'The backups could not be read just now.' };
  if (!backups) return { label: 'Last backup', status: 'Checking…', good: true };
  const next = backups.next_backup_at ? `Next backup: ${formatDayAndTime(backups.next_backup_at)}.` : 'Automatic backups are off.';
  if (!backups.last_backup_at) return { label: 'Last backup', status: 'None yet', good: false, detail: `No backup has been made yet. ${next}` };
  const at = new Date(backups.last_backup_at);
  const good = Date.now() - at.getTime() < BACKUP_STALE_MS;
  return {
    label: 'Last backup',
    status: formatDayAndTime(at),
    good,
    detail: good ? next : `The last backup is more than a day old. Press “Back up now” to make one; if this keeps happening, ask whoever looks after the website's server. ${next}`,
  };
};

/** The dashboard's system overview: the site, the database's real health, and the backups with a way to make one now. */
export function SystemOverview() {
  // useQuery, not useSuspenseQuery: an unhealthy database or unreadable backups are what this
  // panel reports in its rows; they must not take the rest of the dashboard away.
  const health = useQuery(systemHealthQuery());
  const backups = useQuery(backupsQuery());
  const rows: Row[] = [
    { label: 'Website', status: 'Online', good: true },
    databaseRow(health.data, health.isError),
    backupRow(backups.data, backups.isError),
  ];
  return (
    <section className={`${styles.section} ${page.panel}`} aria-labelledby="system-overview">
      <h2 id="system-overview" className={page.panelTitle}>
        System Overview
      </h2>
      {rows.map(({ label, status, good, detail }) => (
        <div key={label} className={styles.overviewRow}>
          <span>
            {label}
            {detail && <span className={styles.overviewDetail}>{detail}</span>}
          </span>
          <span className={`${good ? page.badgeGood : page.badgeBad} ${styles.overviewStatus}`}>{status}</span>
        </div>
      ))}
      <BackupActions latest={backups.data?.records[0]?.file} scheduled={Boolean(backups.data?.next_backup_at)} />
    </section>
  );
}
