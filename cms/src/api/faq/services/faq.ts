import type { Core, Modules } from '@strapi/strapi';
import type { Faq } from '../../../contract/records';
import { notFound } from '../../../lib/http';
import { undoableRemoval } from '../../../lib/soft-delete';
import { parseBody } from '../../../lib/validation';

const UID = 'api::faq.faq';
type Entry = Modules.Documents.Document<typeof UID>;

export const toRecord = (entry: Entry): Faq => ({
  id: Number(entry.id),
  question: entry.question ?? '',
  answer: entry.answer ?? '',
  category: entry.category ?? 'general',
  status: entry.visibility ?? 'active',
  order_index: entry.orderIndex ?? 0,
  created_at: String(entry.createdAt),
  updated_at: String(entry.updatedAt),
});

const faqs = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const findById = async (id: number) => {
    const entry = await documents().findFirst({ filters: { id } });
    if (!entry) throw notFound('FAQ not found');
    return entry;
  };
  const undo = undoableRemoval(strapi, UID, findById, toRecord);

  return {
    async list({ activeOnly }: { activeOnly: boolean }) {
      const entries = await documents().findMany({
        ...(activeOnly ? { filters: { visibility: 'active' } } : {}),
        sort: [{ orderIndex: 'asc' }, { id: 'asc' }],
        limit: -1,
      });
      return entries.map(toRecord);
    },

    async create(body: unknown) {
      const input = parseBody('faqs/create', body);
      // New questions go to the end of the list.
      const [last] = await documents().findMany({ sort: [{ orderIndex: 'desc' }], limit: 1, fields: ['orderIndex'] });
      const entry = await documents().create({
        data: {
          question: input.question,
          answer: input.answer,
          category: input.category ?? 'general',
          visibility: input.status ?? 'active',
          orderIndex: (last?.orderIndex ?? 0) + 1,
        },
      });
      return toRecord(entry);
    },

    async update(body: unknown) {
      const input = parseBody('faqs/update', body);
      const existing = await findById(input.id);
      const entry = await documents().update({
        documentId: existing.documentId,
        data: {
          question: input.question,
          answer: input.answer,
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.status !== undefined ? { visibility: input.status } : {}),
          ...(input.order_index !== undefined ? { orderIndex: input.order_index } : {}),
        },
      });
      if (!entry) throw notFound('FAQ not found');
      return toRecord(entry);
    },

    /** A soft delete (lib/soft-delete.ts): answers the id and until when it can be restored. */
    async remove(body: unknown) {
      const { id } = parseBody('faqs/delete', body);
      return undo.remove(id);
    },

    restore: undo.restore,
  };
};
export default faqs;

declare module '../../kit/services' {
  interface AppServices {
    'api::faq.faq': ReturnType<typeof faqs>;
  }
}
