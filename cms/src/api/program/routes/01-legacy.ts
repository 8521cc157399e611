import { catalogRoutes } from '../../catalog';

export default catalogRoutes('programs', 'api::program.program');
