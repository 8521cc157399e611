import type { AdminGalleryPhoto, FormFields } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { collectionQuery, type Collection } from '../collection/collection-api';

/** What the form sends: the fields of the API's own request schema (gallery/create). */
export type PhotoInput = FormFields<'gallery/create', 'image_url' | 'alt' | 'caption' | 'status'>;

export const GALLERY: Collection = { folder: 'gallery', publicList: homeLifeKeys.gallery, noun: 'photo' };

/** Every photo, active or not, in the order Our Home shows them. */
export const adminGalleryQuery = () => collectionQuery<AdminGalleryPhoto>(GALLERY);
