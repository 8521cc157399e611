import { showcaseController } from '../../kit/showcase';

export default showcaseController('api::gallery-photo.gallery-photo', 'Photo');
