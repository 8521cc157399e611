import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { useResetPassword } from './auth-api';
import { CardPage } from '../site/card-page';
import { PasswordInput } from './password-input';

const MIN_PASSWORD = 6;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** The spec's password rules (section 5), as registration checks them. */
const validate = (password: string, confirm: string): string | null => {
  if (!password || !confirm) return 'All fields are required.';
  if (password !== confirm) return "Passwords don't match";
  if (password.length < MIN_PASSWORD) return 'Password must be at least 6 characters long';
  return null;
};

/** The emailed link's page: a new password, then the sign-in page says it is set. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(password, confirm);
    setProblem(invalid);
    if (invalid || !token) return;
    reset.mutate({ token, password }, { onSuccess: () => void navigate({ to: '/login', search: { reason: 'password-set' }, replace: true }) });
  };

  const message = problem ?? reset.error?.message;
  const footer = (
    <p>
      <Link to="/forgot-password">Ask for a new link</Link> · <Link to="/login">Back to Sign In</Link>
    </p>
  );

  if (!token) {
    return (
      <CardPage title="Set a New Password" subtitle="Choose the password you will sign in with." footer={footer}>
        <p className={form.errorBox} role="alert">
          {RESET_LINK_INVALID}
        </p>
      </CardPage>
    );
  }

  return (
    <CardPage title="Set a New Password" subtitle="Choose the password you will sign in with." footer={footer}>
      {message && (
        <p className={form.errorBox} role="alert">
          {message}
        </p>
      )}
      <form className={form.stack} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor="reset-password">
            New Password
          </label>
          <PasswordInput id="reset-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="reset-password-hint" />
          <span id="reset-password-hint" className={form.hint}>
            At least 6 characters.
          </span>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor="reset-confirm">
            Confirm New Password
          </label>
          <PasswordInput id="reset-confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        <button type="submit" className={button({ tone: 'primary', size: 'lg' })} disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </button>
      </form>
    </CardPage>
  );
}
