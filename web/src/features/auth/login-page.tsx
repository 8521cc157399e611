import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { useLogin } from './auth-api';
import { CardPage } from '../site/card-page';
import { GUARD_MESSAGES, parseLoginSearch } from './guard-messages';
import { PasswordInput } from './password-input';

export function LoginPage({ search: address }: { search: Record<string, unknown> }) {
  const search = parseLoginSearch(address);
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const notice = search.reason ? GUARD_MESSAGES[search.reason] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      // Back where the visitor came from, else the dashboard, without a history entry for /login.
      { onSuccess: () => void navigate({ to: search.redirect ?? '/admin', replace: true }) },
    );
  };

  return (
    <CardPage
      title="Sign In"
      subtitle="Sign in to manage the website."
      footer={
        <>
          <p>
            Don't have an account? <Link to="/register">Register</Link>
          </p>
          <p>
            <Link to="/">Back to website</Link>
          </p>
        </>
      }
    >
      {notice && (
        <p className={form.info} role="status">
          {notice}
        </p>
      )}
      {login.error && (
        <p className={form.errorBox} role="alert">
          {login.error.message}
        </p>
      )}
      <form className={form.stack} onSubmit={submit}>
        <div className={form.field}>
          <label className={form.label} htmlFor="login-email">
            Email
          </label>
          <input id="login-email" className={form.control} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor="login-password">
            Password
          </label>
          <PasswordInput id="login-password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Link to="/forgot-password" className={form.hint}>
            Forgot password?
          </Link>
        </div>
        <button type="submit" className={button({ tone: 'primary', size: 'lg' })} disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </CardPage>
  );
}
