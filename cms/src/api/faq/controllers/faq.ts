import { collectionController } from '../../kit/collection-calls';

/** The admin's list of questions says how many it holds. */
export default collectionController('api::faq.faq', (data) => ({ data, message: `${data.length} FAQs found` }));
