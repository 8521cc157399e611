import type { Modules } from '@strapi/strapi';
import type { AdminGalleryPhoto, GalleryPhoto } from '@afh/contract/records';
import { createCollectionService } from '../../kit/collection';
import { presentFields, writtenAt } from '../../kit/entries';

const UID = 'api::gallery-photo.gallery-photo';
type Entry = Modules.Documents.Document<typeof UID>;

const toPublic = (entry: Entry): GalleryPhoto => ({
  id: Number(entry.id),
  image_url: entry.imageUrl ?? '',
  alt: entry.alt ?? '',
  caption: entry.caption ?? '',
  order_index: entry.orderIndex ?? 0,
});

export const toRecord = (entry: Entry): AdminGalleryPhoto => ({ ...toPublic(entry), status: entry.visibility ?? 'active', ...writtenAt(entry) });

/** The active photos in the owner's order, as a visitor sees them; the admin drags them into order. */
const galleryPhotos = createCollectionService({
  uid: UID,
  documents: (strapi) => strapi.documents(UID),
  order: 'owner',
  toPublic,
  toRecord,
  created: (input, orderIndex) => ({ imageUrl: input.image_url, alt: input.alt, caption: input.caption ?? '', visibility: input.status ?? 'active', orderIndex }),
  changed: (input) => presentFields(input, { image_url: 'imageUrl', alt: 'alt', caption: 'caption', status: 'visibility', order_index: 'orderIndex' }),
});
export default galleryPhotos;

declare module '../../kit/services' {
  interface AppServices {
    'api::gallery-photo.gallery-photo': ReturnType<typeof galleryPhotos>;
  }
}
