import type { AdminGalleryPhoto, ItemStatus } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { collectionQuery, type Collection } from '../collection/collection-api';

export type PhotoInput = { image_url: string; alt: string; caption: string; status: ItemStatus };

export const GALLERY: Collection = { folder: 'gallery', publicList: homeLifeKeys.gallery, noun: 'photo' };

/** Every photo, active or not, in the order Our Home shows them. */
export const adminGalleryQuery = () => collectionQuery<AdminGalleryPhoto>(GALLERY);
