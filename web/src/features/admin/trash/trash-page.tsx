import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import type { TrashRecord } from '../../../lib/types';
import * as page from '../admin-page.css';
import { TARGET_NAMES } from '../activity/activity-format';
import { failureText } from '../failure-text';
import { trashQuery, useRestoreFromTrash } from './trash-api';
import { TrashRow } from './trash-row';
import * as styles from './trash.css';

const LOAD_FAILED = 'Failed to load recently deleted items. Please try again.';

/**
 * Recently deleted (issue 32): services, programs, FAQs, inquiries, photos, team members and
 * testimonials deleted in the last TRASH_DAYS days, newest first, each with Restore, which puts
 * it back where it was.
 */
export function TrashPage() {
  const trash = useQuery(trashQuery());
  const restore = useRestoreFromTrash();

  useEffect(() => {
    if (trash.error) notifyError(LOAD_FAILED, trash.error);
  }, [trash.error]);

  const bringBack = (record: TrashRecord) => {
    const kind = TARGET_NAMES[record.type].one;
    restore.mutate(record, {
      onSuccess: () => notifySuccess(`${kind} “${record.title}” restored.`),
      onError: (error) => notifyError(failureText(`restore ${kind === 'FAQ' ? kind : kind.toLowerCase()}`, error, [404]), error),
    });
  };

  const days = trash.data?.trashDays;
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Recently deleted</h1>
          <p className={page.subtitle}>
            {days === undefined ? 'Deleted items wait here for a while' : `Deleted items wait here for ${days} days`}; restore one to put it back where it was.
          </p>
        </div>
      </div>
      <section className={page.panel} aria-labelledby="trash-list-title">
        <h2 id="trash-list-title" className={page.panelTitle}>
          Deleted items ({trash.data?.records.length ?? 0})
        </h2>
        {trash.isPending ? (
          <LoadingState label="Loading recently deleted items..." />
        ) : trash.isError && !trash.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void trash.refetch()} />
        ) : trash.data.records.length === 0 ? (
          <EmptyState message={`Nothing has been deleted in the last ${days} days.`} />
        ) : (
          <ul className={styles.list}>
            {trash.data.records.map((record) => (
              <TrashRow key={`${record.type}-${record.id}`} record={record} busy={restore.isPending && restore.variables.id === record.id && restore.variables.type === record.type} onRestore={() => bringBack(record)} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
