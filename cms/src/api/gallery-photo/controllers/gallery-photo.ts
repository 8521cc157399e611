import { collectionController } from '../../kit/collection-calls';

export default collectionController('api::gallery-photo.gallery-photo');
