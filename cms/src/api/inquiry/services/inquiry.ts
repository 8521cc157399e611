import type { Core } from '@strapi/strapi';
import { badRequest } from '../../../lib/http';
import { parseBody } from '../../../lib/validation';
import { notifyHome, type Notice } from './notify';
import { contactSchema, deleteSchema, listQuerySchema, updateSchema } from './inquiry-schemas';
import { findByIdOr404 } from '../../../lib/documents';

const UID = 'api::inquiry.inquiry';
/** Fields searched by `?search=` (each word of the search must be in one of them). */
const SEARCHED = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

type Entry = Notice & {
  id: number;
  documentId: string;
  inquiryStatus: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The API's shape: explicit fields, snake_case, `status` for the stored `inquiryStatus`. */
export const toRecord = (entry: Entry) => ({
  id: entry.id,
  first_name: entry.firstName,
  last_name: entry.lastName,
  email: entry.email,
  phone: entry.phone,
  service_type: entry.serviceType,
  message: entry.message,
  status: entry.inquiryStatus,
  notes: entry.notes ?? '',
  created_at: entry.createdAt,
  updated_at: entry.updatedAt,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const findById = (id: number) => findByIdOr404<Entry>(strapi, UID, id, 'Inquiry not found');

  return {
    /**
     * Validates a contact form and stores it, so no family's message is lost. The home is told by
     * email only after the request is stored, and without waiting: a slow or failing mail server
     * never delays or fails the visitor's submission.
     */
    async submit(body: unknown) {
      const input = parseBody(contactSchema, body);
      const entry = (await documents().create({ data: { ...input, inquiryStatus: 'new' } } as never)) as Entry;
      notifyHome(strapi, entry).catch(() => undefined);
      return entry.id;
    },

    /** Newest first; `search` keeps the requests where every word appears in a name, the email, the phone or the message. */
    async list(query: unknown) {
      const { search = '' } = parseBody(listQuerySchema, query ?? {});
      const words = search.split(/\s+/).filter(Boolean);
      if (words.length > 10) throw badRequest('search can hold at most 10 words');
      const filters = words.length ? { $and: words.map((word) => ({ $or: SEARCHED.map((field) => ({ [field]: { $containsi: word } })) })) } : {};
      const entries = (await documents().findMany({ filters, sort: [{ createdAt: 'desc' }, { id: 'desc' }], limit: -1 } as never)) as Entry[];
      return entries.map(toRecord);
    },

    async update(body: unknown) {
      const input = parseBody(updateSchema, body);
      const existing = await findById(input.id);
      const data: Record<string, unknown> = {};
      if (input.status !== undefined) data.inquiryStatus = input.status;
      if (input.notes !== undefined) data.notes = input.notes;
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
