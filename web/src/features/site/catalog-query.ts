import { queryOptions } from '@tanstack/react-query';
import { apiRequest, publicRead, ApiError, NetworkError } from '../../lib/api';
import { slugOf } from '../../lib/format';
import type { ListReply } from '@afh/contract/site';
import type { Program, Service } from '../../lib/types';
import { publicKey } from './query-keys';

/**
 * Public reads of services and programs. Errors carry the spec's texts (section 8): the server's
 * message when it sent one, else 'Failed to fetch services'; 'Network error while fetching
 * services' when the server cannot be reached.
 */
export const recordsOf = <T>(reply: ListReply<T>): T[] => reply.records ?? [];

const fetchList = async <T>(path: string, noun: 'services' | 'programs'): Promise<T[]> => {
  try {
    return recordsOf(await apiRequest<ListReply<T>>(path));
  } catch (error) {
    if (error instanceof NetworkError) throw new NetworkError(new Error(`Network error while fetching ${noun}`));
    if (error instanceof ApiError && !error.serverMessage) throw new ApiError(`Failed to fetch ${noun}`, error.status);
    throw error;
  }
};

export const catalogKeys = { services: publicKey('services'), programs: publicKey('programs') };

export const servicesQuery = () =>
  queryOptions({ queryKey: catalogKeys.services, queryFn: () => fetchList<Service>(publicRead('/services/public_read.php'), 'services') });

export const programsQuery = () =>
  queryOptions({ queryKey: catalogKeys.programs, queryFn: () => fetchList<Program>(publicRead('/programs/public_read.php'), 'programs') });

/** The item whose title-derived slug matches (spec section 2): its English title's, in every language (issue 47). */
export const findBySlug = <T extends { title: string; slug?: string }>(items: T[] | undefined, slug: string): T | undefined =>
  items?.find((item) => slugOf(item) === slug);
