import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, NetworkError } from '../../../lib/api';
import type { User } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { useLeaveGuard } from '../../../ui/discard-guard';
import * as form from '../../../ui/form.css';
import { useUpdateProfile, type ProfileChange } from './profile-api';

type Field = 'name' | 'email' | 'phone' | 'current_password' | 'new_password' | 'confirm';
type Values = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const MIN = 6;
const MAX = 72;

const initialValues = (user: User): Values => ({ name: user.name, email: user.email, phone: user.phone, current_password: '', new_password: '', confirm: '' });

/** What the form would send: only what changed, and the current password only when the server needs it. */
const changeOf = (values: Values, user: User, withPhone: boolean): ProfileChange => {
  const change: ProfileChange = {};
  if (values.name.trim() !== user.name) change.name = values.name.trim();
  if (values.email.trim().toLowerCase() !== user.email) change.email = values.email.trim();
  if (withPhone && values.phone.trim() !== user.phone) change.phone = values.phone.trim();
  if (values.new_password) change.new_password = values.new_password;
  if (change.email !== undefined || change.new_password !== undefined) change.current_password = values.current_password;
  return change;
};

/** The checks the server makes too, said before sending: each under its field. */
const problemsOf = (values: Values, change: ProfileChange, passwordRequired: boolean): Problems => {
  const problems: Problems = {};
  if (!values.name.trim()) problems.name = 'Please enter your name.';
  if (!values.email.trim()) problems.email = 'Please enter your email address.';
  if (passwordRequired && !values.new_password) problems.new_password = 'Please choose a new password.';
  else if (values.new_password && values.new_password.length < MIN) problems.new_password = `Password too short (${values.new_password.length}/6 characters)`;
  else if (values.new_password.length > MAX) problems.new_password = 'A password can be at most 72 characters long.';
  if (values.new_password && values.confirm !== values.new_password) problems.confirm = 'Passwords do not match';
  if (change.current_password !== undefined && !values.current_password) problems.current_password = 'Please enter your current password to change your email or password.';
  return problems;
};

const ORDER: Field[] = ['name', 'email', 'phone', 'current_password', 'new_password', 'confirm'];

/** A refusal from the server, under the field it names (or in the box under the form). */
const refusalOf = (error: unknown): { field?: Field; message: string } => {
  if (error instanceof NetworkError) return { message: 'Your profile could not be saved: the site cannot be reached. Check your connection and try again; what you typed is still here.' };
  if (error instanceof ApiError) {
    const field = ORDER.find((name) => name === error.field);
    return { field, message: error.serverMessage ?? 'Your profile could not be saved. Please try again.' };
  }
  return { message: 'Your profile could not be saved. Please try again.' };
};

type Props = {
  user: User;
  /** Prefix of the fields' ids (two forms can be on one page: the welcome over Settings). */
  idPrefix: string;
  /** The welcome: a new password must be chosen, and the phone is left for later. */
  welcome?: boolean;
  submitLabel: string;
  /** Told whether the form holds anything not saved (a dialog then asks before closing). */
  onDirty?: (dirty: boolean) => void;
  onSaved?: (message: string) => void;
  /** Beside the submit button (the welcome's Later). */
  actions?: ReactNode;
};

/**
 * The signed-in admin's own name, email, phone and password (issue 44): Settings' Profile card and
 * the welcome on a first sign-in. What is refused is said under its field, which gets the focus;
 * nothing typed is lost on a refusal.
 */
export function ProfileForm({ user, idPrefix, welcome = false, submitLabel, onDirty, onSaved, actions }: Props) {
  const [values, setValues] = useState(() => initialValues(user));
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState('');
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (name: Field) => `${idPrefix}-${name}`;
  // On the Settings page, leaving with changes not saved asks first (the welcome's dialog does the same).
  const leaving = useLeaveGuard(!welcome && Object.keys(changeOf(values, user, !welcome)).length > 0);

  const set = (name: Field) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onDirty?.(Object.keys(changeOf(next, user, !welcome)).length > 0);
    setProblems((current) => ({ ...current, [name]: undefined }));
    setSaved('');
  };

  const focus = (name: Field) => formRef.current?.querySelector<HTMLInputElement>(`#${idOf(name)}`)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = changeOf(values, user, !welcome);
    const found = problemsOf(values, change, welcome);
    const first = ORDER.find((name) => found[name]);
    setProblems(found);
    if (first) return focus(first);
    if (Object.keys(change).length === 0) return setSaved('Nothing to save: your profile is as shown.');
    // The promise, not mutate's callbacks: those are skipped when the form has gone (the welcome
    // closes as soon as the session says the password is hers), and onSaved must still be told.
    update.mutateAsync(change).then(
      (answer) => {
        setValues(initialValues(answer.user));
        onDirty?.(false);
        setSaved(answer.message);
        onSaved?.(answer.message);
      },
      (error: unknown) => {
        const refusal = refusalOf(error);
        if (!refusal.field) return;
        setProblems({ [refusal.field]: refusal.message });
        focus(refusal.field);
      },
    );
  };

  const refusal = update.error ? refusalOf(update.error) : null;
  const input = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => {
    const problem = problems[name];
    const described = [hint ? `${idOf(name)}-hint` : '', problem ? `${idOf(name)}-problem` : ''].filter(Boolean).join(' ');
    return (
      <div className={form.field}>
        <label className={form.label} htmlFor={idOf(name)}>
          {label}
        </label>
        <input
          id={idOf(name)}
          className={form.control}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
        />
        {hint && (
          <p id={`${idOf(name)}-hint`} className={form.hint}>
            {hint}
          </p>
        )}
        {problem && (
          <p id={`${idOf(name)}-problem`} className={form.hintBad}>
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className={form.stack} onSubmit={submit} noValidate aria-label={welcome ? 'Your account' : 'Your profile'}>
      <div className={form.row}>
        {input('name', 'Full Name', 'text', 'name')}
        {input('email', 'Email', 'email', 'email', welcome ? 'You sign in with it, and password reset links go to it.' : undefined)}
        {!welcome && input('phone', 'Phone', 'tel', 'tel')}
      </div>
      <div className={form.row}>
        {input('current_password', 'Current Password', 'password', 'current-password', welcome ? 'The password you signed in with.' : 'Needed to change your email or password.')}
        {input('new_password', 'New Password', 'password', 'new-password', welcome ? 'At least 6 characters, one only you know.' : 'At least 6 characters. Leave empty to keep your password.')}
        {input('confirm', 'Confirm New Password', 'password', 'new-password')}
      </div>
      <div role="status">{saved && <p className={form.successBox}>{saved}</p>}</div>
      {refusal && !refusal.field && (
        <p className={form.errorBox} role="alert">
          {refusal.message}
        </p>
      )}
      <div className={form.actions}>
        {actions}
        <button type="submit" className={button({ tone: 'primary' })} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : submitLabel}
        </button>
      </div>
      {leaving}
    </form>
  );
}
