import { showcaseRoutes } from '../../showcase';

export default showcaseRoutes('team', 'api::team-member.team-member', { ordered: true });
