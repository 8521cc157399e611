import { useQuery } from '@tanstack/react-query';
import { formatFileSize, formatRelativeTime } from '../../../lib/format';
import * as page from '../admin-page.css';
import * as styles from './dashboard-page.css';
import { systemHealthQuery, type SystemHealth } from './system-health-query';

/** A backup older than this is shown as overdue. */
const BACKUP_STALE_MS = 36 * 60 * 60 * 1000;
const CLIENT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

type Row = { label: string; status: string; good: boolean; detail?: string };

const databaseRow = (health: SystemHealth | undefined, failed: boolean): Row => {
  if (failed) return { label: 'Database', status: 'Unknown', good: false, detail: 'The health check did not answer' };
  if (!health) return { label: 'Database', status: 'Checking…', good: true };
  const { database } = health;
  const detail = [
    CLIENT_NAMES[database.client],
    database.size_bytes !== null ? formatFileSize(database.size_bytes) : null,
    database.latency_ms !== null ? `${database.latency_ms} ms` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  if (!database.reachable) return { label: 'Database', status: 'Unreachable', good: false, detail };
  if (!database.ok) return { label: 'Database', status: 'Check failed', good: false, detail };
  return { label: 'Database', status: 'Healthy', good: true, detail };
};

const backupRow = (health: SystemHealth | undefined, failed: boolean): Row => {
  if (failed) return { label: 'Last backup', status: 'Unknown', good: false };
  if (!health) return { label: 'Last backup', status: 'Checking…', good: true };
  if (!health.last_backup) return { label: 'Last backup', status: 'Never', good: false, detail: 'Run npm run backup' };
  const at = new Date(health.last_backup.at);
  return {
    label: 'Last backup',
    status: formatRelativeTime(at),
    good: Date.now() - at.getTime() < BACKUP_STALE_MS,
    detail: at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  };
};

/** The dashboard's system overview: the site, the database's real health and the last backup. */
export function SystemOverview() {
  const health = useQuery(systemHealthQuery());
  const rows: Row[] = [
    { label: 'Website', status: 'Online', good: true },
    databaseRow(health.data, health.isError),
    backupRow(health.data, health.isError),
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
          <span className={good ? page.badgeGood : page.badgeBad}>{status}</span>
        </div>
      ))}
    </section>
  );
}
