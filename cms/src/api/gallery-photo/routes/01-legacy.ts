import { showcaseRoutes } from '../../kit/showcase';

export default showcaseRoutes('gallery', 'api::gallery-photo.gallery-photo', { ordered: true });
