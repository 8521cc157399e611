import { collectionRoutes } from '../../kit/collection-calls';

export default collectionRoutes('api::faq.faq');
