import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { srOnly } from '../../../ui/layout.css';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { notifyError } from '../../../ui/toast';
import * as page from '../admin-page.css';
import { activityQuery } from './activity-api';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters } from './activity-filters';
import { ActivityPager } from './activity-pager';
import { isFiltered, toActivityFilters, type ActivitySearch } from './activity-search';
import * as styles from './activity.css';

const LOAD_FAILED = 'Failed to load activity. Please try again.';

/**
 * Who changed what, and when (issue 17): the server's log, newest first, 50 to a page, narrowed
 * by who, what and a span of days. The filters live in the address, so a preview's "See all"
 * opens it already narrowed, and Back returns to the page before.
 */
export function ActivityPage({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate();
  const filters = useMemo(() => toActivityFilters(search), [search]);
  // The entries shown stay while the next page or filter is read, instead of a spinner each time.
  const activity = useQuery({ ...activityQuery(filters), placeholderData: keepPreviousData });
  const narrow = useCallback((next: ActivitySearch) => void navigate({ to: '/admin/activity', search: next, replace: true }), [navigate]);
  const turnTo = (pageNumber: number) => void navigate({ to: '/admin/activity', search: { ...search, page: pageNumber > 1 ? pageNumber : undefined } });

  useEffect(() => {
    if (activity.error) notifyError(LOAD_FAILED, activity.error);
  }, [activity.error]);

  const records = activity.data?.records ?? [];
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
        {activity.isPending ? (
          <LoadingState label="Loading activity..." />
        ) : activity.isError && !activity.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void activity.refetch()} />
        ) : records.length === 0 ? (
          <EmptyState message={isFiltered(search) ? 'No activity matches these filters.' : 'No activity has been recorded yet.'} />
        ) : (
          <section aria-labelledby="activity-list-heading" aria-busy={activity.isPlaceholderData}>
            <h2 id="activity-list-heading" className={srOnly}>
              Activity entries
            </h2>
            <ul className={activity.isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
              {records.map((entry) => (
                <li key={entry.id}>
                  <ActivityEntry entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {activity.data && <ActivityPager offset={filters.offset} shown={records.length} total={activity.data.total} onTurn={turnTo} />}
      </div>
    </>
  );
}
