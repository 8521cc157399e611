import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import type { TrashRecord } from '../../../lib/types';
import * as page from '../admin-page.css';
import { TARGET_NAMES } from '../activity/activity-format';
import { failureText } from '../failure-text';
import { screenStates } from '../screen-states';
import { trashQuery, useRestoreFromTrash } from './trash-api';
import { TrashRow } from './trash-row';
import * as styles from './trash.css';

const LOAD_FAILED = 'Failed to load recently deleted items. Please try again.';

/** The screen's title, how long items wait (once known), and the list's panel around its rows or its loading or error state. */
function TrashFrame({ days, count = 0, children }: { days?: number; count?: number; children: ReactNode }) {
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
          Deleted items ({count})
        </h2>
        {children}
      </section>
    </>
  );
}

const states = screenStates({ frame: (state) => <TrashFrame>{state}</TrashFrame>, loading: 'Loading recently deleted items...', loadFailed: LOAD_FAILED });
/** The route's pending and error components: the frame with the loading or error state. */
export const TrashPending = states.Pending;
export const TrashLoadFailed = states.Failed;

/**
 * Recently deleted (issue 32): the records of every type the trash keeps (@afh/contract/content-types)
 * deleted in the last TRASH_DAYS days, newest first, each with Restore, which puts
 * it back where it was. The route's loader has them in the cache; a later read that fails keeps
 * the list and says so in a toast.
 */
export function TrashPage() {
  const { data: trash, error } = useSuspenseQuery(trashQuery());
  const restore = useRestoreFromTrash();

  useEffect(() => {
    if (error) notifyError(LOAD_FAILED, error);
  }, [error]);

  const bringBack = (record: TrashRecord) => {
    const kind = TARGET_NAMES[record.type].one;
    restore.mutate(record, {
      onSuccess: () => notifySuccess(`${kind} “${record.title}” restored.`),
      onError: (error) => notifyError(failureText(`restore ${kind === 'FAQ' ? kind : kind.toLowerCase()}`, error, [404]), error),
    });
  };

  return (
    <TrashFrame days={trash.trashDays} count={trash.records.length}>
      {trash.records.length === 0 ? (
        <EmptyState message={`Nothing has been deleted in the last ${trash.trashDays} days.`} />
      ) : (
        <ul className={styles.list}>
          {trash.records.map((record) => (
            <TrashRow key={`${record.type}-${record.id}`} record={record} busy={restore.isPending && restore.variables.id === record.id && restore.variables.type === record.type} onRestore={() => bringBack(record)} />
          ))}
        </ul>
      )}
    </TrashFrame>
  );
}
