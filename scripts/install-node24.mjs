import { installNode24 } from './lib/node24.mjs';

// CI (.ci/run): Node 24 and its build of better-sqlite3 in .cache/node24, for the API suite's
// PostgreSQL pass (scripts/test.mjs). Installs only what is missing.
const { bin, version } = installNode24();
console.log(`[node24] ${version} ready: ${bin}`);
