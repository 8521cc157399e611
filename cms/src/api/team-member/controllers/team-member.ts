import { showcaseController } from '../../showcase';

export default showcaseController('api::team-member.team-member', 'Team member');
