import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { useRegister } from './auth-api';
import { CardPage } from '../site/card-page';
import { PasswordInput } from './password-input';

const MIN_PASSWORD = 6;
const REDIRECT_AFTER_MS = 3000;

const FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'] | 'password' | 'confirmPassword', string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

/** The spec's registration checks (section 5), in order. */
const validate = (values: Values): string | null => {
  if (Object.values(values).some((value) => !value.trim())) return 'All fields are required.';
  if (values.password !== values.confirmPassword) return "Passwords don't match";
  if (values.password.length < MIN_PASSWORD) return 'Password must be at least 6 characters long';
  return null;
};

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [register.isSuccess, navigate]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(values);
    setProblem(invalid);
    if (invalid) return;
    register.mutate({
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      password: values.password,
      phone: values.phone.trim(),
    });
  };

  const message = problem ?? register.error?.message;

  return (
    <CardPage
      title="Create Account"
      subtitle="Register for access to the admin area. An administrator approves new accounts."
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {register.isSuccess ? (
        <p className={form.successBox} role="status">
          {register.data}
        </p>
      ) : (
        <>
          {message && (
            <p className={form.errorBox} role="alert">
              {message}
            </p>
          )}
          <form className={form.stack} onSubmit={submit} noValidate>
            <div className={form.row}>
              {FIELDS.map((field) => (
                <div className={form.field} key={field.name}>
                  <label className={form.label} htmlFor={`register-${field.name}`}>
                    {field.label}
                  </label>
                  <input
                    id={`register-${field.name}`}
                    className={form.control}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required
                    value={values[field.name]}
                    onChange={set(field.name)}
                  />
                </div>
              ))}
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor="register-password">
                Password
              </label>
              <PasswordInput id="register-password" autoComplete="new-password" required value={values.password} onChange={set('password')} />
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor="register-confirm">
                Confirm Password
              </label>
              <PasswordInput id="register-confirm" autoComplete="new-password" required value={values.confirmPassword} onChange={set('confirmPassword')} />
            </div>
            <button type="submit" className={button({ tone: 'primary', size: 'lg' })} disabled={register.isPending}>
              {register.isPending ? 'Creating account...' : 'Create Account'}
            </button>
          </form>
        </>
      )}
    </CardPage>
  );
}
