import { showcaseController } from '../../showcase';

export default showcaseController('api::gallery-photo.gallery-photo', 'Photo');
