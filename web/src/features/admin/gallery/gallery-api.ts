import { queryOptions } from '@tanstack/react-query';
import type { AdminGalleryPhoto, ItemStatus } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { readShowcase, useShowcaseCreate, useShowcaseDelete, useShowcaseReorder, useShowcaseRestore, useShowcaseUpdate, type Showcase } from '../showcase/showcase-api';

export type PhotoInput = { image_url: string; alt: string; caption: string; status: ItemStatus };

export const galleryAdminKeys = { all: ['admin', 'gallery'] as const };

const GALLERY: Showcase = { folder: 'gallery', list: galleryAdminKeys.all, publicList: homeLifeKeys.gallery, noun: 'photo' };

/** Every photo, active or not, in the order Our Home shows them. */
export const adminGalleryQuery = () => queryOptions({ queryKey: galleryAdminKeys.all, queryFn: () => readShowcase<AdminGalleryPhoto>(GALLERY) });

export const useCreatePhoto = () => useShowcaseCreate<PhotoInput>(GALLERY);
export const useUpdatePhoto = () => useShowcaseUpdate<AdminGalleryPhoto, PhotoInput>(GALLERY);
export const useDeletePhoto = () => useShowcaseDelete<AdminGalleryPhoto>(GALLERY);
export const useRestorePhoto = () => useShowcaseRestore(GALLERY);
export const useReorderPhotos = () => useShowcaseReorder<AdminGalleryPhoto>(GALLERY);
