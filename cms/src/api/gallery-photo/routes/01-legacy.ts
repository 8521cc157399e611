import { collectionRoutes } from '../../kit/collection-calls';

export default collectionRoutes('api::gallery-photo.gallery-photo');
