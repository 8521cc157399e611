import { collectionController } from '../../kit/collection-calls';

export default collectionController('api::testimonial.testimonial');
