import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiRequest, postJson } from '../../../lib/api';
import type { BackupList } from '../../../lib/types';

/** GET /backups/read.php (admin): the server's backups, the last one's time and the next one's. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'backups'],
    queryFn: () => apiRequest<BackupList>('/backups/read.php'),
    refetchInterval: 60_000,
  });

/** "Back up now": POST /backups/create.php, then the list again. */
export const useBackUpNow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson('/backups/create.php', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQuery().queryKey }),
  });
};

/** Where an archive downloads from (the browser sends the session cookie with it). */
export const backupDownloadPath = (file: string) => `/backups/download.php?file=${encodeURIComponent(file)}`;
export const backupDownloadUrl = (file: string) => `${API_BASE}${backupDownloadPath(file)}`;
