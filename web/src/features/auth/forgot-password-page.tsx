import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { forgotPasswordStatusQuery } from '../site/reset-status-query';
import { useForgotPassword } from './auth-api';
import { CardPage } from '../site/card-page';

/**
 * "Forgot password?" from /login: asks for a reset link. The answer is the same whether or not the
 * address has an account. While the site sends no email it says so before anything is sent, and
 * who can help instead (issue 32); the server draws the same branch (issue 44: it sends the
 * answer with the page), so nothing promises a link that will not come.
 */
export function ForgotPasswordPage() {
  const status = useQuery(forgotPasswordStatusQuery());
  const forgot = useForgotPassword();
  const emailOff = status.data?.email === false;
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };

  return (
    <CardPage
      title="Forgot Password"
      subtitle={emailOff ? 'This site cannot email you a link. Here is who can help you back in.' : 'Enter the email you sign in with, and we will send you a link to set a new password.'}
      footer={
        <p>
          <Link to="/login">Back to Sign In</Link>
        </p>
      }
    >
      {/* The region is there from the start, so the answer is read out when it arrives. */}
      <div role="status">{forgot.data && <p className={forgot.data.email ? form.successBox : form.info}>{forgot.data.message}</p>}</div>
      {forgot.error && (
        <p className={form.errorBox} role="alert">
          {forgot.error.message}
        </p>
      )}
      {emailOff && <p className={form.info}>{status.data?.message}</p>}
      {!forgot.data && !emailOff && (
        <form className={form.stack} onSubmit={submit}>
          <div className={form.field}>
            <label className={form.label} htmlFor="forgot-email">
              Email
            </label>
            <input id="forgot-email" className={form.control} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <button type="submit" className={button({ tone: 'primary', size: 'lg' })} disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
      )}
    </CardPage>
  );
}
