import type { Core, Modules } from '@strapi/strapi';
import type { AdminGalleryPhoto, GalleryPhoto } from '../../../contract/records';
import { notFound } from '../../../lib/http';
import { undoableRemoval } from '../../../lib/soft-delete';
import { parseBody } from '../../../lib/validation';
import { nextOrderIndex, reorder } from '../../kit/showcase';

const UID = 'api::gallery-photo.gallery-photo';
type Entry = Modules.Documents.Document<typeof UID>;

const toPublic = (entry: Entry): GalleryPhoto => ({
  id: Number(entry.id),
  image_url: entry.imageUrl ?? '',
  alt: entry.alt ?? '',
  caption: entry.caption ?? '',
  order_index: entry.orderIndex ?? 0,
});

export const toRecord = (entry: Entry): AdminGalleryPhoto => ({
  ...toPublic(entry),
  status: entry.visibility ?? 'active',
  created_at: String(entry.createdAt),
  updated_at: String(entry.updatedAt),
});

const galleryPhotos = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const findById = async (id: number) => {
    const entry = await documents().findFirst({ filters: { id } });
    if (!entry) throw notFound('Photo not found');
    return entry;
  };
  const undo = undoableRemoval(strapi, UID, findById, toRecord);
  const inOrder = [{ orderIndex: 'asc' as const }, { id: 'asc' as const }];

  return {
    /** The active photos in the owner's order, as a visitor sees them. */
    async listPublic() {
      return (await documents().findMany({ filters: { visibility: 'active' }, sort: inOrder, limit: -1 })).map(toPublic);
    },

    async listAll() {
      return (await documents().findMany({ sort: inOrder, limit: -1 })).map(toRecord);
    },

    async create(body: unknown) {
      const input = parseBody('gallery/create', body);
      const entry = await documents().create({
        data: {
          imageUrl: input.image_url,
          alt: input.alt,
          caption: input.caption ?? '',
          visibility: input.status ?? 'active',
          orderIndex: await nextOrderIndex(strapi, UID),
        },
      });
      return toRecord(entry);
    },

    async update(body: unknown) {
      const input = parseBody('gallery/update', body);
      const existing = await findById(input.id);
      const entry = await documents().update({
        documentId: existing.documentId,
        data: {
          ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
          ...(input.alt !== undefined ? { alt: input.alt } : {}),
          ...(input.caption !== undefined ? { caption: input.caption } : {}),
          ...(input.status !== undefined ? { visibility: input.status } : {}),
          ...(input.order_index !== undefined ? { orderIndex: input.order_index } : {}),
        },
      });
      if (!entry) throw notFound('Photo not found');
      return toRecord(entry);
    },

    async reorder(body: unknown) {
      await reorder(strapi, UID, 'gallery/reorder', body);
      return this.listAll();
    },

    /** A soft delete (lib/soft-delete.ts): answers the id and until when it can be restored. */
    async remove(body: unknown) {
      const { id } = parseBody('gallery/delete', body);
      return undo.remove(id);
    },

    restore: undo.restore,
  };
};
export default galleryPhotos;

declare module '../../kit/services' {
  interface AppServices {
    'api::gallery-photo.gallery-photo': ReturnType<typeof galleryPhotos>;
  }
}
