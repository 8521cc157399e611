import { catalogRoutes } from '../../kit/catalog';

export default catalogRoutes('services', 'api::service.service');
