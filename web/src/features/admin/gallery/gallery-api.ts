import type { AdminGalleryPhoto, FormFields } from '../../../lib/types';
import { publicKey } from '../../site/query-keys';
import { collectionQuery, type Collection } from '../collection/collection-api';

/** What the form sends: the fields of the API's own request schema (gallery/create). */
export type PhotoInput = FormFields<'gallery/create', 'image_url' | 'alt' | 'caption' | 'status'>;

export const GALLERY: Collection = { folder: 'gallery', publicList: publicKey('gallery'), noun: 'photo' };

/** Every photo, active or not, in the order Our Home shows them. */
export const adminGalleryQuery = () => collectionQuery<AdminGalleryPhoto>(GALLERY);
