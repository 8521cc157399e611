import { queryOptions } from '@tanstack/react-query';
import { apiRequest, ApiError, NetworkError } from '../../lib/api';
import type { GalleryPhoto, TeamMember, Testimonial } from '../../lib/types';
import type { ListReply } from '@afh/contract/site';
import { recordsOf } from './catalog-query';

/**
 * Public reads of the home in photos, its team and the words of families (issue 19): what a visitor
 * may see (active, approved), in the owner's order. A failed read leaves its part of a page out
 * (About, home) or says so (Our Home); the messages follow the catalog's (spec section 8).
 */
/** Where About shows the whole team: the home page's team section and its proof strip link there. */
export const TEAM_ID = 'our-team';

export const homeLifeKeys = {
  gallery: ['gallery', 'public'] as const,
  team: ['team', 'public'] as const,
  testimonials: ['testimonials', 'public'] as const,
};

const fetchRecords = async <T>(path: string, noun: string): Promise<T[]> => {
  try {
    return recordsOf(await apiRequest<ListReply<T>>(path));
  } catch (error) {
    if (error instanceof NetworkError) throw new NetworkError(new Error(`Network error while fetching ${noun}`));
    if (error instanceof ApiError && !error.serverMessage) throw new ApiError(`Failed to fetch ${noun}`, error.status);
    throw error;
  }
};

export const galleryQuery = () => queryOptions({ queryKey: homeLifeKeys.gallery, queryFn: () => fetchRecords<GalleryPhoto>('/gallery/read.php', 'photos') });

export const teamQuery = () => queryOptions({ queryKey: homeLifeKeys.team, queryFn: () => fetchRecords<TeamMember>('/team/read.php', 'the team') });

export const testimonialsQuery = () =>
  queryOptions({ queryKey: homeLifeKeys.testimonials, queryFn: () => fetchRecords<Testimonial>('/testimonials/read.php', 'testimonials') });
