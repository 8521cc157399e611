import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { bodySchema, echoedFields, oneOf, parseBody, recordId, requiredText, wholeNumber } from '../../../lib/validation';
import { findByIdOr404 } from '../../../lib/documents';

const UID = 'api::faq.faq';
type Entry = { id: number; documentId: string; question: string; answer: string; category: string; visibility: string; orderIndex: number; createdAt: string; updatedAt: string };

const fields = {
  question: requiredText('Question', 500),
  answer: requiredText('Answer', 5000),
  category: oneOf('Category', ['general', 'services', 'pricing', 'facilities']).optional(),
  status: oneOf('Status', ['active', 'inactive']).optional(),
};
const createSchema = bodySchema('faqs/create', z.strictObject({ ...fields, ...echoedFields }));
const updateSchema = bodySchema('faqs/update', z.strictObject({ id: recordId, ...fields, order_index: wholeNumber('order_index', 1_000_000).optional(), ...echoedFields }));
const deleteSchema = bodySchema('faqs/delete', z.strictObject({ id: recordId }));

export const toRecord = (entry: Entry) => ({
  id: entry.id,
  question: entry.question,
  answer: entry.answer,
  category: entry.category,
  status: entry.visibility,
  order_index: entry.orderIndex,
  created_at: entry.createdAt,
  updated_at: entry.updatedAt,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const findById = (id: number) => findByIdOr404<Entry>(strapi, UID, id, 'FAQ not found');

  return {
    async list({ activeOnly }: { activeOnly: boolean }) {
      const entries = (await documents().findMany({
        ...(activeOnly ? { filters: { visibility: 'active' } } : {}),
        sort: [{ orderIndex: 'asc' }, { id: 'asc' }],
        limit: -1,
      } as never)) as Entry[];
      return entries.map(toRecord);
    },

    async create(body: unknown) {
      const input = parseBody(createSchema, body);
      // New questions go to the end of the list.
      const [last] = (await documents().findMany({ sort: [{ orderIndex: 'desc' }], limit: 1, fields: ['orderIndex'] } as never)) as Entry[];
      const entry = (await documents().create({
        data: {
          question: input.question,
          answer: input.answer,
          category: input.category ?? 'general',
          visibility: input.status ?? 'active',
          orderIndex: (last?.orderIndex ?? 0) + 1,
        },
      } as never)) as Entry;
      return toRecord(entry);
    },

    async update(body: unknown) {
      const input = parseBody(updateSchema, body);
      const existing = await findById(input.id);
      const data: Record<string, unknown> = { question: input.question, answer: input.answer };
      if (input.category !== undefined) data.category = input.category;
      if (input.status !== undefined) data.visibility = input.status;
      if (input.order_index !== undefined) data.orderIndex = input.order_index;
      const entry = (await documents().update({ documentId: existing.documentId, data } as never)) as Entry;
      return toRecord(entry);
    },

    async remove(body: unknown) {
      const { id } = parseBody(deleteSchema, body);
      const existing = await findById(id);
      await documents().delete({ documentId: existing.documentId } as never);
      return existing.id;
    },
  };
};
