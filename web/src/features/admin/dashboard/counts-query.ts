import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

type Listed = { status?: string };

/** A list call's records; a failed list counts as empty, so its counts are zero (spec section 2, Admin dashboard). */
const listOf = async (path: string): Promise<Listed[]> => {
  try {
    return (await apiRequest<{ records?: Listed[] }>(path)).records ?? [];
  } catch (error) {
    console.error(`Count from ${path} failed:`, error);
    return [];
  }
};

const countOf = (records: Listed[], status?: string) => (status ? records.filter((record) => record.status === status).length : records.length);

export type DashboardCounts = { users: number; pendingUsers: number; services: number; programs: number; inquiries: number };

/**
 * The dashboard's counts, and what waits for the admin: accounts pending approval and new
 * requests (the sidebar shows these too).
 */
export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard-counts'],
    queryFn: async (): Promise<DashboardCounts> => {
      const [users, services, programs, inquiries] = await Promise.all(['/users/read.php', '/services/read.php', '/programs/read.php', '/inquiries/read.php'].map(listOf));
      return {
        users: countOf(users),
        pendingUsers: countOf(users, 'pending'),
        services: countOf(services, 'active'),
        programs: countOf(programs),
        inquiries: countOf(inquiries, 'new'),
      };
    },
  });
