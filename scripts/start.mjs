import path from 'node:path';
import { build } from './lib/build.mjs';
import { CMS, ROOT } from './lib/paths.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { supervise } from './lib/supervise.mjs';

// npm start: one process serves the site, the API under /backend/api, uploads and the console at
// /cms. It runs as the worker of a small primary that starts it again if it ever stops (decision 0030).
// Owner-only files from here on (cms/.env, the build, and the server below, which inherits it): issue 41.
process.umask(0o077);
const generated = ensureSecrets();
if (generated.length) console.log(`[start] generated ${generated.join(', ')} in cms/.env`);
build();

process.chdir(CMS);
supervise({ exec: path.join(ROOT, 'scripts', 'serve.mjs'), env: { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', ...process.env } });
