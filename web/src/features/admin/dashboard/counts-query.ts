import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** A list call's length; a failed count is zero (spec section 2, Admin dashboard). */
const countOf = async (path: string, keep: (record: { status?: string }) => boolean = () => true) => {
  try {
    const answer = await apiRequest<{ records?: Array<{ status?: string }> }>(path);
    return (answer.records ?? []).filter(keep).length;
  } catch (error) {
    console.error(`Count from ${path} failed:`, error);
    return 0;
  }
};

export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard-counts'],
    queryFn: async () => {
      const [users, services, programs, inquiries] = await Promise.all([
        countOf('/users/read.php'),
        countOf('/services/read.php', (service) => service.status === 'active'),
        countOf('/programs/read.php'),
        countOf('/inquiries/read.php', (inquiry) => inquiry.status === 'new'),
      ]);
      return { users, services, programs, inquiries };
    },
  });
