import { catalogRoutes } from '../../kit/catalog';

export default catalogRoutes('programs', 'api::program.program');
