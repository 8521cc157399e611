import { withoutContentApi } from '../../security/no-content-api';

// The plugin's stock /backend/api/content-type-builder routes are not used by the site (src/security/no-content-api.ts).
export default withoutContentApi;
