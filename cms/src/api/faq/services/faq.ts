import type { Modules } from '@strapi/strapi';
import type { Faq } from '@afh/contract/records';
import { createCollectionService } from '../../kit/collection';
import { presentFields, writtenAt } from '../../kit/entries';

const UID = 'api::faq.faq';
type Entry = Modules.Documents.Document<typeof UID>;

export const toRecord = (entry: Entry): Faq => ({
  id: Number(entry.id),
  question: entry.question ?? '',
  answer: entry.answer ?? '',
  category: entry.category ?? 'general',
  status: entry.visibility ?? 'active',
  order_index: entry.orderIndex ?? 0,
  ...writtenAt(entry),
});

/** Questions in the owner's order; a visitor sees the active ones, as the admin does (the same record). */
const faqs = createCollectionService({
  uid: UID,
  documents: (strapi) => strapi.documents(UID),
  order: 'owner',
  toPublic: toRecord,
  toRecord,
  created: (input, orderIndex) => ({ question: input.question, answer: input.answer, category: input.category ?? 'general', visibility: input.status ?? 'active', orderIndex }),
  changed: (input) => ({ question: input.question, answer: input.answer, ...presentFields(input, { category: 'category', status: 'visibility', order_index: 'orderIndex' }) }),
});
export default faqs;

declare module '../../kit/services' {
  interface AppServices {
    'api::faq.faq': ReturnType<typeof faqs>;
  }
}
