import { queryOptions } from '@tanstack/react-query';
import type { InquiryFunnel } from '@afh/contract/records';
import { apiRequest } from '../../../lib/api';
import { inquiryKeys } from '../inquiries/inquiries-api';

/** The last 90 days of requests, tours and move-ins by source (GET /inquiries/funnel.php, issue 45); follows every change to the inbox. */
export const funnelQuery = () =>
  queryOptions({
    queryKey: [...inquiryKeys.all, 'funnel'] as const,
    queryFn: async () => {
      const answer = await apiRequest<{ success?: boolean; data?: InquiryFunnel; message?: string }>('/inquiries/funnel.php');
      if (!answer.success || !answer.data) throw new Error(answer.message ?? 'The figures were refused');
      return answer.data;
    },
  });

/** "3 h 20 min", "45 min", "2 days 4 h". */
export const durationInWords = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
};
