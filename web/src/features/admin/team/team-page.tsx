import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminTeamMember } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { PAGE_TEXT } from '../../site/page-text';
import * as page from '../admin-page.css';
import { deleteWithUndo } from '../delete-with-undo';
import { failureText } from '../failure-text';
import * as styles from '../showcase/showcase.css';
import { useOrder } from '../showcase/use-order';
import { adminTeamQuery, useCreateMember, useDeleteMember, useReorderTeam, useRestoreMember, useUpdateMember, type MemberInput } from './team-api';
import { TeamFormDialog } from './team-form-dialog';
import { TeamRow } from './team-row';

type Open = { kind: 'add' } | { kind: 'edit'; member: AdminTeamMember } | null;

const LOAD_FAILED = 'Failed to load the team. Please try again.';

/** Our Team (issue 19): who cares for the residents, in the order the About and home pages show them. */
export function TeamPage() {
  const team = useQuery(adminTeamQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const create = useCreateMember();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const restore = useRestoreMember();
  const reorder = useReorderTeam();
  const all = team.data ?? [];
  const order = useOrder(all, reorder);

  useEffect(() => {
    if (team.error) notifyError(LOAD_FAILED, team.error);
  }, [team.error]);

  const save = (values: MemberInput) => {
    if (open?.kind === 'edit') {
      update.mutate(
        { id: open.member.id, ...values },
        { onSuccess: () => (close(), notifySuccess('Team member updated successfully.')), onError: (e) => notifyError(failureText('update team member', e), e) },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => (close(), notifySuccess('Team member created successfully.')),
        onError: (e) => notifyError(failureText('create team member', e), e),
      });
    }
  };

  const confirmDelete = (member: AdminTeamMember) => {
    if (!window.confirm(`Are you sure you want to delete ${member.name} from the team?`)) return;
    void deleteWithUndo({ noun: 'Team member', remove: () => remove.mutateAsync(member.id), restore: () => restore.mutateAsync(member.id) });
  };

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>{PAGE_TEXT.adminTeam.title}</h1>
          <p className={page.subtitle}>{PAGE_TEXT.adminTeam.description}</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => setOpen({ kind: 'add' })}>
          <Plus size={20} aria-hidden="true" /> Add Team Member
        </button>
      </div>
      <section className={page.panel} aria-labelledby="team-list-title">
        <h2 id="team-list-title" className={page.panelTitle}>
          Team Members ({all.length})
        </h2>
        {team.isPending ? (
          <LoadingState label="Loading the team..." />
        ) : team.isError && !team.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void team.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState message="No team members yet. Add the first member of the team." />
        ) : (
          <ul className={styles.list}>
            {all.map((member, index) => (
              <TeamRow
                key={member.id}
                member={member}
                index={index}
                count={all.length}
                onMove={order.move}
                focus={order.focus}
                onFocused={order.focused}
                onEdit={() => setOpen({ kind: 'edit', member })}
                onDelete={() => confirmDelete(member)}
              />
            ))}
          </ul>
        )}
      </section>
      {open && (
        <TeamFormDialog key={open.kind === 'edit' ? open.member.id : 'new'} member={open.kind === 'edit' ? open.member : undefined} busy={create.isPending || update.isPending} onClose={close} onSubmit={save} />
      )}
    </>
  );
}
