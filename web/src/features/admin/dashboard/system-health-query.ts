import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /system/health.php (admin): the database's health and the time of the last backup. */
export type SystemHealth = {
  database: {
    client: 'sqlite' | 'postgres';
    reachable: boolean;
    ok: boolean;
    check: string;
    size_bytes: number | null;
    latency_ms: number | null;
  };
  last_backup: { at: string; archive: string } | null;
  checked_at: string;
};

export const systemHealthQuery = () =>
  queryOptions({
    queryKey: ['admin', 'system-health'],
    queryFn: async () => (await apiRequest<{ data: SystemHealth }>('/system/health.php')).data,
    refetchInterval: 60_000,
  });
