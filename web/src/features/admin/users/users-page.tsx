import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import type { Role } from '../../../lib/types';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as page from '../admin-page.css';
import { ApproveDialog } from './approve-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { passwordChangeMessage } from './password-errors';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFormDialog, type UserFormValues } from './user-form-dialog';
import { NoUsersFound, UsersTable } from './users-table';
import { useChangePassword, useCreateUser, useDeleteUser, useUpdateUser, useUpdateUserStatus, usersQuery, type AdminUser } from './users-api';
import * as styles from './users-page.css';
import { ConfirmDeleteDialog } from '../collection/confirm-delete-dialog';
import { failureText } from '../failure-text';
import { useSession } from '../../site/session';
import { screenStates } from '../screen-states';

type Open = { kind: 'add' } | { kind: 'edit' | 'view' | 'password' | 'delete' | 'approve'; user: AdminUser } | null;

/** Case-insensitive match on name, email, role or status (spec section 5, Search). */
const matches = (user: AdminUser, term: string) =>
  [user.name, user.email, user.role, user.status].some((value) => value.toLowerCase().includes(term.toLowerCase()));

const LOAD_FAILED = 'Failed to load users. Please try again.';

type FrameProps = {
  /** Without it (while the list loads, or when it could not be read) Add and the search are there but disabled. */
  search?: { term: string; onChange: (term: string) => void; onAdd: () => void };
  children: ReactNode;
  dialogs?: ReactNode;
};

/** The screen's title, Add, and the panel with the search around the table or its loading state. */
function UsersFrame({ search, children, dialogs }: FrameProps) {
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>User Management</h1>
          <p className={page.subtitle}>Approve new accounts and manage roles, status and passwords</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={search?.onAdd} disabled={!search}>
          Add New User
        </button>
      </div>
      <div className={page.panel}>
        <div className={styles.toolbar}>
          <label className={styles.search}>
            <span className={form.label}>Search users</span>
            <input className={form.control} type="search" placeholder="Search users..." value={search?.term ?? ''} onChange={(e) => search?.onChange(e.target.value)} disabled={!search} />
          </label>
        </div>
        {children}
      </div>
      {dialogs}
    </>
  );
}

// A list that could not be read shows no rows, as before, and the error toast.
const states = screenStates({ frame: (state) => <UsersFrame>{state}</UsersFrame>, loading: 'Loading users...', loadFailed: LOAD_FAILED, failed: () => <NoUsersFound /> });
/** The route's pending and error components: the frame with the loading state, or with no rows. */
export const UsersPending = states.Pending;
export const UsersLoadFailed = states.Failed;

/**
 * User Management (spec section 2). The route's loader has the list in the cache, and only for an
 * approved admin (guard.ts, spec section 6); a later read that fails keeps the list and says so in a toast.
 */
export function UsersPage() {
  const { data: users, error } = useSuspenseQuery(usersQuery());
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const decide = useUpdateUserStatus();
  const changePassword = useChangePassword();
  // One of the home's owners may make another admin one (issue 41); the server decides either way.
  const isOwner = useSession()?.owner === true;

  useEffect(() => {
    if (error) notifyError(LOAD_FAILED, error);
  }, [error]);

  const shown = useMemo(() => users.filter((user) => matches(user, term.trim())), [users, term]);

  const save = (values: UserFormValues) => {
    if (open?.kind === 'edit') {
      const { password: _unused, owner, ...changes } = values;
      // The Owner flag is sent only when it changed: it is an owner's action.
      const ownerChange = owner !== undefined && owner !== (open.user.owner === true) ? { owner } : {};
      update.mutate(
        { id: open.user.id, ...changes, ...ownerChange },
        { onSuccess: () => (close(), notifySuccess('User updated successfully.')), onError: (e) => notifyError(failureText('update user', e), e) },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => (close(), notifySuccess('User created successfully.')),
        onError: (e) => notifyError(failureText('create user', e), e),
      });
    }
  };

  // Approve first asks what the person may do (approve-dialog.tsx); Decline is at once.
  const decideOn = (user: AdminUser, status: 'approved' | 'disapproved', role?: Role) =>
    decide.mutate(
      { id: user.id, status, ...(role === undefined ? {} : { role }) },
      {
        onSuccess: () => notifySuccess(status === 'approved' ? `${user.name} is approved.${role === 'admin' ? ' They can now manage the website.' : ''}` : `${user.name} is declined.`),
        onError: (e) => notifyError(failureText(`${status === 'approved' ? 'approve' : 'decline'} ${user.name}`, e), e),
      },
    );
  const approve = (user: AdminUser, role: Role) => {
    close();
    decideOn(user, 'approved', role);
  };

  // An account is deleted for good (it has no trash: its sessions end and its email is free again).
  const deleteUser = (user: AdminUser) => {
    remove.mutate(user.id, {
      onSuccess: () => (close(), notifySuccess('User deleted successfully.')),
      onError: (e) => notifyError(failureText('delete user', e), e),
    });
  };

  const setPassword = (user: AdminUser, new_password: string) =>
    changePassword.mutate(
      { id: user.id, new_password },
      {
        onSuccess: () => (close(), notifySuccess('Password changed successfully.')),
        onError: (e) => notifyError(passwordChangeMessage(e instanceof ApiError ? e.message : String(e)), e, 'Password Change Error'),
      },
    );

  const dialogs = (
    <>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <UserFormDialog key={open.kind === 'edit' ? open.user.id : 'new'} mode={open.kind} user={open.kind === 'edit' ? open.user : undefined} open busy={create.isPending || update.isPending} canSetOwner={isOwner} onClose={close} onSubmit={save} />
      )}
      {open?.kind === 'view' && <UserDetailsDialog user={open.user} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog title="Delete User" question="Are you sure you want to delete this user?" restorable={false} busy={remove.isPending} onClose={close} onConfirm={() => deleteUser(open.user)} />
      )}
      {open?.kind === 'approve' && <ApproveDialog user={open.user} busy={decide.isPending} onClose={close} onApprove={(role) => approve(open.user, role)} />}
      {open?.kind === 'password' && <ChangePasswordDialog user={open.user} busy={changePassword.isPending} onClose={close} onSubmit={(password) => setPassword(open.user, password)} />}
    </>
  );

  return (
    <UsersFrame search={{ term, onChange: setTerm, onAdd: () => setOpen({ kind: 'add' }) }} dialogs={dialogs}>
      <UsersTable users={shown} onView={(user) => setOpen({ kind: 'view', user })} onEdit={(user) => setOpen({ kind: 'edit', user })} onPassword={(user) => setOpen({ kind: 'password', user })} onDelete={(user) => setOpen({ kind: 'delete', user })} onDecide={(user, status) => (status === 'approved' ? setOpen({ kind: 'approve', user }) : decideOn(user, status))} deciding={decide.isPending ? decide.variables.id : undefined} />
    </UsersFrame>
  );
}
