import { collectionController } from '../../kit/collection-calls';

export default collectionController('api::team-member.team-member');
