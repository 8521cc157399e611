import type { Faq, FormFields } from '../../../lib/types';
import { faqKeys } from '../../site/query-keys';
import { collectionQuery, type Collection } from '../collection/collection-api';

/** What the form sends: the fields of the API's own request schema (faqs/create). */
export type FaqInput = FormFields<'faqs/create', 'question' | 'answer' | 'category' | 'status'>;

/** The choices of the form: the contract's own lists, which the server checks against. */
export { FAQ_CATEGORIES, ITEM_STATUSES as FAQ_STATUSES } from '@afh/contract/choices';

export const FAQS: Collection = { folder: 'faqs', publicList: faqKeys.public, noun: 'FAQ', field: 'data' };

/** Every FAQ, active or not, in its order. */
export const adminFaqsQuery = () => collectionQuery<Faq>(FAQS);
