import { useId, useState, type FormEvent } from 'react';
import type { Role } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { ROLE_WORDS } from './role-words';
import type { AdminUser } from './users-api';
import * as styles from './users-page.css';

/** The two answers to "What may they do?": an admin, or an account without the admin (its role kept). */
const choicesFor = (user: AdminUser): Array<{ role: Role; words: (typeof ROLE_WORDS)[Role] }> => {
  const without: Role = user.role === 'admin' ? 'user' : user.role;
  return [
    { role: 'admin', words: ROLE_WORDS.admin },
    { role: without, words: ROLE_WORDS[without] },
  ];
};

/**
 * Approve asks what the person may do (issue 44): approving alone made a caregiver an approved
 * user, who was then refused the admin with nothing saying she must also be made an admin. The
 * account's own role is chosen at first; nothing is saved until Approve.
 */
export function ApproveDialog({ user, busy, onClose, onApprove }: { user: AdminUser; busy: boolean; onClose: () => void; onApprove: (role: Role) => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const name = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApprove(role);
  };
  return (
    <Dialog open title={`Approve ${user.name}`} onClose={onClose} dirty={role !== user.role}>
      <form className={form.stack} onSubmit={submit}>
        <fieldset className={styles.choices}>
          <legend className={form.label}>What may {user.name} do?</legend>
          {choicesFor(user).map((choice) => (
            <label key={choice.role} className={styles.choice}>
              <input type="radio" name={name} value={choice.role} checked={role === choice.role} onChange={() => setRole(choice.role)} />
              <span>
                <strong>{choice.words.title}</strong>: {choice.words.detail}
              </span>
            </label>
          ))}
        </fieldset>
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            Approve
          </button>
        </div>
      </form>
    </Dialog>
  );
}
