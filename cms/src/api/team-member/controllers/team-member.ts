import { showcaseController } from '../../kit/showcase';

export default showcaseController('api::team-member.team-member', 'Team member');
