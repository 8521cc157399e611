import { useState, type FormEvent } from 'react';
import { button } from '../../../ui/button.css';
import { Dialog } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import type { AdminUser } from './users-api';

const MIN = 6;

/** The live hint under the new password (spec section 5, Admin change password). */
const lengthHint = (password: string) => {
  if (!password) return { text: 'Password must be at least 6 characters long', tone: form.hint };
  if (password.length < MIN) return { text: `Password too short (${password.length}/6 characters)`, tone: form.hintBad };
  return { text: 'Password meets requirements', tone: form.hintGood };
};

/**
 * Sets a new password for a user. We never keep or show a password (DESIGN section 4): the dialog
 * only says whether one is set.
 */
export function ChangePasswordDialog({
  user,
  busy,
  onClose,
  onSubmit,
}: {
  user: AdminUser;
  busy: boolean;
  onClose: () => void;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const matches = password === confirm;
  const valid = password.length >= MIN && matches;
  const hint = lengthHint(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setMismatch(true);
    if (valid) onSubmit(password);
  };

  return (
    <Dialog open title={`Change Password for ${user.name}`} onClose={onClose}>
      <form className={form.stack} onSubmit={submit}>
        <div className={form.field}>
          <label className={form.label} htmlFor="current-password">
            Current Password
          </label>
          <input id="current-password" className={form.control} readOnly value={user.has_password ? 'Password is set' : 'No password set'} />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor="new-password">
            New Password
          </label>
          <input
            id="new-password"
            className={form.control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="new-password-hint"
          />
          <span id="new-password-hint" className={hint.tone} aria-live="polite">
            {hint.text}
          </span>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor="confirm-password">
            Confirm New Password
          </label>
          <input
            id="confirm-password"
            className={form.control}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={Boolean(confirm) && !matches}
            aria-describedby="confirm-password-hint"
          />
          <span id="confirm-password-hint" aria-live="polite" className={confirm && !matches ? form.hintBad : form.hint}>
            {confirm && !matches ? 'Passwords do not match' : ''}
          </span>
        </div>
        {mismatch && !matches && (
          <p className={form.errorBox} role="alert">
            New passwords do not match.
          </p>
        )}
        {password.length >= MIN && !matches && <p className={form.hint}>Passwords must match to continue</p>}
        <div className={form.actions}>
          <button type="button" className={button({ tone: 'outline' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button({ tone: 'primary' })} disabled={!valid || busy}>
            Change Password
          </button>
        </div>
      </form>
    </Dialog>
  );
}
