import { collectionRoutes } from '../../kit/collection-calls';

export default collectionRoutes('api::team-member.team-member');
