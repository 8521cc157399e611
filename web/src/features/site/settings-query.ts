import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export type SiteSettings = {
  business_name: string;
  phone: string;
  address: string;
  email: string;
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: () => apiRequest<{ success: boolean; data: SiteSettings }>('/settings/read.php'),
  });
