import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { ActivityList, ActivityTarget } from '../../../lib/types';
import { activityParams, type ActivityFilters } from './activity-search';

export const activityKeys = { all: ['admin', 'activity'] as const };

/** How many entries a preview dialog shows of its record's history. */
export const RECENT_COUNT = 5;

/** GET /activity/read.php, newest first. An answer that says success is false is a failure. */
export const activityQuery = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: [...activityKeys.all, filters],
    queryFn: async () => {
      const answer = await apiRequest<Partial<ActivityList> & { message?: string }>(`/activity/read.php?${activityParams(filters)}`);
      if (!answer.success) throw new Error(answer.message ?? 'The activity list was refused');
      return { records: answer.records ?? [], total: answer.total ?? 0 };
    },
  });

/** The last few entries about one record, for its preview dialog. */
export const useRecentActivity = (type: ActivityTarget, id: number) => useQuery(activityQuery({ type, target_id: id, limit: RECENT_COUNT, offset: 0 }));
