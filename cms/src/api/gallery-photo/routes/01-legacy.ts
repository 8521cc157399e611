import { showcaseRoutes } from '../../showcase';

export default showcaseRoutes('gallery', 'api::gallery-photo.gallery-photo', { ordered: true });
