import { queryOptions } from '@tanstack/react-query';
import { apiRequest, publicRead, ApiError, NetworkError } from '../../lib/api';
import { slugify } from '../../lib/format';
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

/**
 * The slug a service's or program's page answers to (spec section 2): its title's, the English
 * title's in another language (a read in one carries it, issue 47), so its address is the same in all.
 */
export const slugOf = (item: { title: string; slug?: string }) => item.slug ?? slugify(item.title);

/** The item whose title-derived slug matches (spec section 2). */
export const findBySlug = <T extends { title: string; slug?: string }>(items: T[] | undefined, slug: string): T | undefined =>
  items?.find((item) => slugOf(item) === slug);

/** 'Network error while loading services' or 'Failed to load services' for a page (spec section 8). */
export const loadErrorText = (error: unknown, noun: string) =>
  error instanceof NetworkError ? `Network error while loading ${noun}` : `Failed to load ${noun}`;
