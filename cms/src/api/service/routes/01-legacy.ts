import { catalogRoutes } from '../../catalog';

export default catalogRoutes('services', 'api::service.service');
