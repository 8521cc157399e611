import type { Core, Modules } from '@strapi/strapi';
import type { AdminTestimonial, Testimonial } from '../../../contract/records';
import { notFound } from '../../../lib/http';
import { undoableRemoval } from '../../../lib/soft-delete';
import { parseBody } from '../../../lib/validation';

const UID = 'api::testimonial.testimonial';
type Entry = Modules.Documents.Document<typeof UID>;

const toPublic = (entry: Entry): Testimonial => ({
  id: Number(entry.id),
  name: entry.name ?? '',
  relationship: entry.relationship ?? '',
  quote: entry.quote ?? '',
  date: entry.month ?? '',
});

export const toRecord = (entry: Entry): AdminTestimonial => ({
  ...toPublic(entry),
  approved: Boolean(entry.approved),
  created_at: String(entry.createdAt),
  updated_at: String(entry.updatedAt),
});

const testimonials = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const findById = async (id: number) => {
    const entry = await documents().findFirst({ filters: { id } });
    if (!entry) throw notFound('Testimonial not found');
    return entry;
  };
  const undo = undoableRemoval(strapi, UID, findById, toRecord);
  // Newest words first ("YYYY-MM" sorts as text).
  const newestFirst = [{ month: 'desc' as const }, { id: 'desc' as const }];

  return {
    /** Only what the owner approved, newest first. */
    async listPublic() {
      return (await documents().findMany({ filters: { approved: true }, sort: newestFirst, limit: -1 })).map(toPublic);
    },

    async listAll() {
      return (await documents().findMany({ sort: newestFirst, limit: -1 })).map(toRecord);
    },

    async create(body: unknown) {
      const input = parseBody('testimonials/create', body);
      const entry = await documents().create({
        data: { name: input.name, relationship: input.relationship, quote: input.quote, month: input.date, approved: input.approved ?? false },
      });
      return toRecord(entry);
    },

    async update(body: unknown) {
      const input = parseBody('testimonials/update', body);
      const existing = await findById(input.id);
      const entry = await documents().update({
        documentId: existing.documentId,
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.relationship !== undefined ? { relationship: input.relationship } : {}),
          ...(input.quote !== undefined ? { quote: input.quote } : {}),
          ...(input.date !== undefined ? { month: input.date } : {}),
          ...(input.approved !== undefined ? { approved: input.approved } : {}),
        },
      });
      if (!entry) throw notFound('Testimonial not found');
      return toRecord(entry);
    },

    /** A soft delete (lib/soft-delete.ts): answers the id and until when it can be restored. */
    async remove(body: unknown) {
      const { id } = parseBody('testimonials/delete', body);
      return undo.remove(id);
    },

    restore: undo.restore,
  };
};
export default testimonials;

declare module '../../kit/services' {
  interface AppServices {
    'api::testimonial.testimonial': ReturnType<typeof testimonials>;
  }
}
