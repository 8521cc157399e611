import { withoutContentApi } from '../../lib/no-content-api';

// The plugin's stock /backend/api/upload routes are not used by the site (src/lib/no-content-api.ts).
export default withoutContentApi;
