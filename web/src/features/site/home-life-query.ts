import { queryOptions } from '@tanstack/react-query';
import type { PublicRecords } from '@afh/contract/records';
import type { ListReply } from '@afh/contract/site';
import { apiRequest, publicRead, ApiError, NetworkError } from '../../lib/api';
import { recordsOf } from './catalog-query';
import { publicKey } from './query-keys';

/**
 * Public reads of the home in photos, its team and the words of families (issue 19): what a visitor
 * may see (active, approved), in the owner's order. A failed read leaves its part of a page out
 * (About, home) or says so (Our Home); the messages follow the catalog's (spec section 8).
 */
/** Where About shows the whole team: the home page's team section and its proof strip link there. */
export const TEAM_ID = 'our-team';

/** The public lists read at `<key>/read.php` (the catalog's have their own reads, catalog-query.ts). */
type HomeList = Exclude<keyof PublicRecords, 'services' | 'programs'>;

/** A public list by the key its reply is carried under; `noun` names it in the messages ('Failed to fetch photos'). */
export const publicListQuery = <Key extends HomeList>(key: Key, noun: string) =>
  queryOptions({
    queryKey: publicKey(key),
    queryFn: async (): Promise<Array<PublicRecords[Key]>> => {
      try {
        return recordsOf(await apiRequest<ListReply<PublicRecords[Key]>>(publicRead(`/${key}/read.php`)));
      } catch (error) {
        if (error instanceof NetworkError) throw new NetworkError(new Error(`Network error while fetching ${noun}`));
        if (error instanceof ApiError && !error.serverMessage) throw new ApiError(`Failed to fetch ${noun}`, error.status);
        throw error;
      }
    },
  });

export const galleryQuery = () => publicListQuery('gallery', 'photos');

export const teamQuery = () => publicListQuery('team', 'the team');
