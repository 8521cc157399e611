import { formatDate } from '../../../lib/format-dates';
import { button } from '../../../ui/button.css';
import { srOnly } from '../../../ui/layout.css';
import * as page from '../admin-page.css';
import { ROLE_WORDS } from './role-words';
import { StatusBadge } from './status-badge';
import type { AdminUser } from './users-api';
import * as styles from './users-page.css';

type Actions = {
  onView: (u: AdminUser) => void;
  onEdit: (u: AdminUser) => void;
  onPassword: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
  /** Approve or decline an account that waits for approval. */
  onDecide: (u: AdminUser, status: 'approved' | 'disapproved') => void;
  /** The account whose approval is being saved, if any. */
  deciding?: number;
};

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Created', 'Actions'];

/** The column's name inside a cell, seen on phones only; screen readers have the column header. */
const Label = ({ children }: { children: string }) => (
  <span className={styles.cellLabel} aria-hidden="true">
    {children}
  </span>
);

/** What an empty list says; a list that could not be read says it too (the toast says why). */
export const NoUsersFound = () => <p>No users found.</p>;

export function UsersTable({ users, ...actions }: { users: AdminUser[] } & Actions) {
  if (users.length === 0) return <NoUsersFound />;
  const small = `${button({ tone: 'outline' })} ${styles.smallButton}`;
  return (
    <div className={styles.tableWrap}>
      {/* The roles are written out: they must survive the phone layout restyling the table as cards. */}
      <table className={styles.table} role="table">
        <caption className={srOnly}>
          Users ({users.length})
        </caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {COLUMNS.map((heading) => (
              <th key={heading} scope="col" className={styles.headCell} role="columnheader">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {users.map((user) => (
            <tr key={user.id} className={styles.row} role="row">
              <th scope="row" className={`${styles.cell} ${styles.wideCell} ${styles.nameCell}`} role="rowheader">
                {user.name}
              </th>
              <td className={`${styles.cell} ${styles.wideCell}`} role="cell">
                <Label>Email</Label>
                {user.email}
              </td>
              <td className={styles.cell} role="cell">
                <Label>Role</Label>
                <span className={styles.roleCell}>
                  <span style={{ textTransform: 'capitalize' }}>
                    {user.role}
                    <span className={srOnly}>,</span>
                  </span>
                  {user.owner && <span className={page.badgeNeutral}>Owner</span>}
                  <span className={styles.roleWords}>{ROLE_WORDS[user.role].title}</span>
                </span>
              </td>
              <td className={styles.cell} role="cell">
                <Label>Status</Label>
                <StatusBadge status={user.status} />
              </td>
              <td className={styles.cell} role="cell">
                <Label>Created</Label>
                {formatDate(user.created_at)}
              </td>
              <td className={`${styles.cell} ${styles.wideCell}`} role="cell">
                <div className={styles.rowActions}>
                  {user.status === 'pending' && (
                    <>
                      <button type="button" className={`${button({ tone: 'primary' })} ${styles.smallButton}`} disabled={actions.deciding === user.id} onClick={() => actions.onDecide(user, 'approved')} aria-label={`Approve ${user.name}`}>
                        Approve
                      </button>
                      <button type="button" className={small} disabled={actions.deciding === user.id} onClick={() => actions.onDecide(user, 'disapproved')} aria-label={`Decline ${user.name}`}>
                        Decline
                      </button>
                    </>
                  )}
                  <button type="button" className={small} onClick={() => actions.onView(user)} aria-label={`Preview ${user.name}`}>
                    Preview
                  </button>
                  <button type="button" className={small} onClick={() => actions.onEdit(user)} aria-label={`Edit ${user.name}`}>
                    Edit
                  </button>
                  <button type="button" className={small} onClick={() => actions.onPassword(user)} aria-label={`Change password for ${user.name}`}>
                    Password
                  </button>
                  <button type="button" className={small} onClick={() => actions.onDelete(user)} aria-label={`Delete ${user.name}`}>
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
