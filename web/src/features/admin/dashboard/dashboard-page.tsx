import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Activity, HeartHandshake, Inbox, Settings, Sparkles, Users } from 'lucide-react';
import * as page from '../admin-page.css';
import { dashboardCountsQuery, type DashboardCounts } from './counts-query';
import * as styles from './dashboard-page.css';
import { SystemOverview } from './system-overview';
import { TodayPanel } from './today/today-panel';
import { FunnelPanel } from './funnel-panel';

const TILES = [
  { to: '/admin/users', title: 'Manage Users', text: 'Approve accounts, change roles and passwords.', icon: Users },
  { to: '/admin/services', title: 'Configure Services', text: 'Edit the care services families read about.', icon: HeartHandshake },
  { to: '/admin/programs', title: 'Edit Programs', text: 'Keep the activity programs up to date.', icon: Sparkles },
  { to: '/admin/settings', title: 'Website Settings', text: 'Contact details, company text and statistics.', icon: Settings },
] as const;

/**
 * The admin dashboard (spec section 2): counts, quick actions and a system overview. Without the
 * counts (while they load) each card says '…'; the panels below read their own data, with their
 * own loading and error states.
 */
function DashboardView({ counts }: { counts?: DashboardCounts }) {
  const cards = [
    { to: '/admin/users', label: 'Total Users', value: counts?.users, icon: Users },
    { to: '/admin/services', label: 'Active Services', value: counts?.services, icon: HeartHandshake },
    { to: '/admin/programs', label: 'Programs', value: counts?.programs, icon: Sparkles },
    { to: '/admin/inquiries', label: 'New Inquiries', value: counts?.inquiries, icon: Inbox },
    { to: '/admin', label: 'System Status', value: 'Online', icon: Activity },
  ] as const;

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Dashboard</h1>
          <p className={page.subtitle}>An overview of your website and its people.</p>
        </div>
      </div>
      <TodayPanel pendingUsers={counts?.pendingUsers} />
      <div className={styles.statGrid}>
        {cards.map(({ to, label, value, icon: Icon }) => (
          <Link key={label} to={to} className={`${page.panel} ${styles.statCard}`}>
            <span className={styles.statIcon}>
              <Icon aria-hidden="true" />
            </span>
            <span className={styles.statText}>
              <span className={styles.statValue} aria-busy={value === undefined}>
                {value ?? '…'}
              </span>
              <br />
              <span className={styles.statLabel}>{label}</span>
            </span>
          </Link>
        ))}
      </div>
      <div className={styles.section}>
        <FunnelPanel />
      </div>
      <section className={styles.section} aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={page.panelTitle}>
          Quick Actions
        </h2>
        <div className={page.grid}>
          {TILES.map(({ to, title, text, icon: Icon }) => (
            <Link key={title} to={to} className={`${page.panel} ${styles.tile}`}>
              <Icon aria-hidden="true" />
              <strong>{title}</strong>
              <span className={styles.statLabel}>{text}</span>
            </Link>
          ))}
        </div>
      </section>
      <SystemOverview />
    </>
  );
}

/** The route's pending component: the dashboard with '…' in the cards until the counts are read. */
export const DashboardPending = () => <DashboardView />;

/** The dashboard once the route's loader has the counts in the cache. */
export function DashboardPage() {
  return <DashboardView counts={useSuspenseQuery(dashboardCountsQuery()).data} />;
}
