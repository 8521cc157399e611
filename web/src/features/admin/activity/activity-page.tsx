import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { srOnly } from '../../../ui/layout.css';
import { EmptyState } from '../../../ui/states';
import { notifyError } from '../../../ui/toast';
import * as page from '../admin-page.css';
import { screenStates } from '../screen-states';
import { activityQuery } from './activity-api';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters } from './activity-filters';
import { ActivityPager } from './activity-pager';
import { isFiltered, toActivityFilters, useActivitySearch, type ActivitySearch } from './activity-search';
import * as styles from './activity.css';

const LOAD_FAILED = 'Failed to load activity. Please try again.';

/**
 * The screen's title, and the panel with the filters around the entries or their loading or error
 * state. The filters work in every state: they change the address, and the route reads the list
 * for it.
 */
function ActivityFrame({ search, children }: { search: ActivitySearch; children: ReactNode }) {
  const navigate = useNavigate();
  const narrow = useCallback((next: ActivitySearch) => void navigate({ to: '/admin/activity', search: next, replace: true }), [navigate]);
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Activity</h1>
          <p className={page.subtitle}>Who changed what, and when: newest first</p>
        </div>
      </div>
      <div className={page.panel}>
        <ActivityFilters search={search} onChange={narrow} />
        {children}
      </div>
    </>
  );
}

/** The frame as the route's pending and error components draw it: with the filters in the address. */
function RouteFrame({ children }: { children: ReactNode }) {
  return <ActivityFrame search={useActivitySearch()}>{children}</ActivityFrame>;
}

const states = screenStates({ frame: (state) => <RouteFrame>{state}</RouteFrame>, loading: 'Loading activity...', loadFailed: LOAD_FAILED });
/** The route's pending and error components: the frame with the loading or error state. */
export const ActivityPending = states.Pending;
export const ActivityLoadFailed = states.Failed;

/**
 * Who changed what, and when (issue 17): the server's log, newest first, 50 to a page, narrowed
 * by who, what and a span of days. The filters live in the address, so a preview's "See all"
 * opens it already narrowed, and Back returns to the page before. The route's loader starts the
 * read of each list the address asks for (routes/admin/activity.tsx says why it does not wait); a
 * later read of the same list that fails keeps the entries and says so in a toast.
 */
export function ActivityPage({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate();
  const filters = useMemo(() => toActivityFilters(search), [search]);
  // The entries shown stay, faded, while the next page or filter is read, instead of a spinner
  // each time: the list follows the filters a render behind, which React draws once they are read.
  const shownFilters = useDeferredValue(filters);
  const stale = shownFilters !== filters;
  const { data: activity, error } = useSuspenseQuery(activityQuery(shownFilters));
  const turnTo = (pageNumber: number) => void navigate({ to: '/admin/activity', search: { ...search, page: pageNumber > 1 ? pageNumber : undefined } });

  useEffect(() => {
    if (error) notifyError(LOAD_FAILED, error);
  }, [error]);

  const { records } = activity;
  return (
    <ActivityFrame search={search}>
      {records.length === 0 ? (
        <EmptyState message={isFiltered(search) ? 'No activity matches these filters.' : 'No activity has been recorded yet.'} />
      ) : (
        <section aria-labelledby="activity-list-heading" aria-busy={stale}>
          <h2 id="activity-list-heading" className={srOnly}>
            Activity entries
          </h2>
          <ul className={stale ? `${styles.list} ${styles.stale}` : styles.list}>
            {records.map((entry) => (
              <li key={entry.id}>
                <ActivityEntry entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ActivityPager offset={filters.offset} shown={records.length} total={activity.total} onTurn={turnTo} />
    </ActivityFrame>
  );
}
