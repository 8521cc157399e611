import { withoutContentApi } from '../../security/no-content-api';

// The plugin's stock /backend/api/email routes are not used by the site (src/security/no-content-api.ts).
export default withoutContentApi;
