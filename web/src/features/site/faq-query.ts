import { queryOptions } from '@tanstack/react-query';
import { apiRequest, publicRead, ApiError, NetworkError } from '../../lib/api';
import type { FaqsReply } from '@afh/contract/site';
import { faqKeys, faqsOf } from './query-keys';

/** Active FAQs in their order. Failures are logged by the page, which then shows none. */
export const faqsQuery = () =>
  queryOptions({
    queryKey: faqKeys.public,
    queryFn: async () => {
      try {
        return faqsOf(await apiRequest<FaqsReply>(publicRead('/faqs/read.php')));
      } catch (error) {
        if (error instanceof NetworkError) throw new NetworkError(new Error('Network error while fetching FAQs'));
        if (error instanceof ApiError && !error.serverMessage) throw new ApiError('Failed to fetch FAQs', error.status);
        throw error;
      }
    },
  });
