import { useState, type FormEvent } from 'react';
import type { Role, UserStatus } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { ROLE_WORDS } from './role-words';
import type { AdminUser, UserInput } from './users-api';
import * as styles from './users-page.css';

export type UserFormValues = UserInput & { password: string; owner?: boolean };
const EMPTY: UserFormValues = { name: '', email: '', phone: '', password: '', role: 'user', status: 'pending' };

const ROLES: Role[] = ['user', 'staff', 'admin'];

const roleHint = (
  <ul className={form.hintList}>
    {ROLES.map((role) => (
      <li key={role}>
        <strong>{role.charAt(0).toUpperCase() + role.slice(1)}</strong>: {ROLE_WORDS[role].title}: {ROLE_WORDS[role].detail}.
      </li>
    ))}
  </ul>
);
const STATUSES: UserStatus[] = ['pending', 'approved', 'disapproved'];

/** Add (with a password) or edit (prefilled) a user. Cancel or close resets the form. */
export function UserFormDialog({
  mode,
  user,
  open,
  busy,
  canSetOwner = false,
  onClose,
  onSubmit,
}: {
  mode: 'add' | 'edit';
  user?: AdminUser;
  /** The signed-in admin is one of the home's owners: the edit form offers the Owner flag (issue 41). */
  canSetOwner?: boolean;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => void;
}) {
  // Mounted fresh for each opening (see key in UsersPage), so the initial state is the reset.
  const [start] = useState<UserFormValues>(user ? { ...EMPTY, ...pick(user) } : EMPTY);
  const [values, setValues] = useState<UserFormValues>(start);
  const set = (name: keyof UserFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
  };

  return (
    <Dialog open={open} title={mode === 'add' ? 'Add New User' : 'Edit User'} onClose={onClose} dirty={isChanged(start, values)}>
      <form className={form.stack} onSubmit={submit}>
        <Field id="user-name" label="Full Name" value={values.name} onChange={set('name')} autoComplete="name" required />
        <Field id="user-email" label="Email" type="email" value={values.email} onChange={set('email')} autoComplete="email" required />
        <Field id="user-phone" label="Phone" type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" />
        {mode === 'add' && (
          <Field id="user-password" label="Password" type="password" value={values.password} onChange={set('password')} autoComplete="new-password" required minLength={6} />
        )}
        <div className={form.row}>
          <SelectField id="user-role" label="Role" value={values.role} options={ROLES} onChange={set('role')} hint={roleHint} />
          <SelectField id="user-status" label="Status" value={values.status} options={STATUSES} onChange={set('status')} />
        </div>
        {mode === 'edit' && canSetOwner && values.role === 'admin' && values.status === 'approved' && (
          <label className={styles.ownerCheck}>
            <input type="checkbox" checked={values.owner === true} onChange={(e) => setValues((v) => ({ ...v, owner: e.target.checked }))} style={{ width: '1.25rem', height: '1.25rem' }} />
            Owner: may also change other admins, the Email settings and backups
          </label>
        )}
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {mode === 'add' ? 'Create User' : 'Update User'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const pick = ({ name, email, phone, role, status, owner }: AdminUser) => ({ name, email, phone, role, status, owner: owner === true });

type FieldProps = { id: string; label: string; value: string; onChange: (e: { target: { value: string } }) => void } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
>;

function Field({ id, label, ...input }: FieldProps) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={form.control} {...input} />
    </div>
  );
}
