import { catalogRoutes } from '../../../lib/catalog';

export default catalogRoutes('services', 'api::service.service');
