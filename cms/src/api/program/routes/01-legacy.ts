import { catalogRoutes } from '../../../lib/catalog';

export default catalogRoutes('programs', 'api::program.program');
