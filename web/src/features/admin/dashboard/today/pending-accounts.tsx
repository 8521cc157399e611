import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserCheck } from 'lucide-react';
import { formatDate } from '../../../../lib/format-dates';
import * as form from '../../../../ui/form.css';
import { usersQuery } from '../../users/users-api';
import * as styles from './today.css';

/** At most this many names; the rest are on the Users screen. */
const SHOWN = 5;

/**
 * The accounts waiting for approval, on Today (issue 44): how many (from the dashboard's counts, at
 * once) and who, newest first, once the list is read. Approving asks what each may do, on the
 * Users screen.
 */
export function PendingAccounts({ count }: { count: number | undefined }) {
  const users = useQuery(usersQuery());
  const waiting = (users.data ?? []).filter((user) => user.status === 'pending').sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  // The list, once read, is the newer word on how many wait.
  const total = users.data ? waiting.length : count;
  if (!total) return null;
  return (
    <div className={`${form.info} ${styles.pendingAccounts}`}>
      <UserCheck aria-hidden="true" />
      <div>
        <p className={styles.pendingSentence}>
          {total === 1 ? '1 account is' : `${total} accounts are`} waiting for your approval. <Link to="/admin/users">Review {total === 1 ? 'it' : 'them'}</Link>
        </p>
        {waiting.length > 0 && (
          <ul className={styles.pendingList}>
            {waiting.slice(0, SHOWN).map((user) => (
              <li key={user.id}>
                {user.name} ({user.email}), asked on {formatDate(user.created_at)}
              </li>
            ))}
            {waiting.length > SHOWN && <li>and {waiting.length - SHOWN} more</li>}
          </ul>
        )}
      </div>
    </div>
  );
}
