import { showcaseRoutes } from '../../kit/showcase';

export default showcaseRoutes('team', 'api::team-member.team-member', { ordered: true });
