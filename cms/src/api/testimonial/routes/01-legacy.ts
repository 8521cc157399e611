import { collectionRoutes } from '../../kit/collection-calls';

export default collectionRoutes('api::testimonial.testimonial');
