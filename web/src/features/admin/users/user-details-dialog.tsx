import { formatPhone } from '../../../lib/format';
import { formatDate } from '../../../lib/format-dates';
import { Dialog } from '../../../ui/dialog';
import { DetailsFooter } from '../activity/details-footer';
import { StatusBadge } from './status-badge';
import type { AdminUser } from './users-api';
import * as styles from './users-page.css';

/** A read-only look at one user. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone ? formatPhone(user.phone) : 'Not provided'],
    ['Role', <span style={{ textTransform: 'capitalize' }}>{user.role}</span>],
    ['Status', <StatusBadge status={user.status} />],
    ['Password', user.has_password ? 'Password is set' : 'No password set'],
    ['Created', formatDate(user.created_at)],
  ];
  return (
    <Dialog open title="User Details" onClose={onClose}>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DetailsFooter type="user" id={user.id} onClose={onClose} />
    </Dialog>
  );
}
