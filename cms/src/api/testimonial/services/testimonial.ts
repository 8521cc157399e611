import type { Modules } from '@strapi/strapi';
import type { AdminTestimonial, Testimonial } from '@afh/contract/records';
import { createCollectionService } from '../../kit/collection';
import { presentFields, writtenAt } from '../../kit/entries';

const UID = 'api::testimonial.testimonial';
type Entry = Modules.Documents.Document<typeof UID>;

const toPublic = (entry: Entry): Testimonial => ({
  id: Number(entry.id),
  name: entry.name ?? '',
  relationship: entry.relationship ?? '',
  quote: entry.quote ?? '',
  date: entry.month ?? '',
});

export const toRecord = (entry: Entry): AdminTestimonial => ({ ...toPublic(entry), approved: Boolean(entry.approved), ...writtenAt(entry) });

/** Only what the owner approved, newest first ("YYYY-MM" sorts as text); no order of the owner's. */
const testimonials = createCollectionService({
  uid: UID,
  documents: (strapi) => strapi.documents(UID),
  order: { sort: [{ month: 'desc' }, { id: 'desc' }], visible: { approved: true } },
  toPublic,
  toRecord,
  created: (input) => ({ name: input.name, relationship: input.relationship, quote: input.quote, month: input.date, approved: input.approved ?? false }),
  changed: (input) => presentFields(input, { name: 'name', relationship: 'relationship', quote: 'quote', date: 'month', approved: 'approved' }),
});
export default testimonials;

declare module '../../kit/services' {
  interface AppServices {
    'api::testimonial.testimonial': ReturnType<typeof testimonials>;
  }
}
