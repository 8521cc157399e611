import { spawn } from 'node:child_process';
import { build } from './lib/build.mjs';
import { bin, CMS } from './lib/paths.mjs';
import { ensureSecrets } from './lib/secrets.mjs';

// npm start: one process serves the site, the API under /backend/api, uploads and the console at /cms.
const generated = ensureSecrets();
if (generated.length) console.log(`[start] generated ${generated.join(', ')} in cms/.env`);
build();

const server = spawn(bin('strapi'), ['start'], {
  cwd: CMS,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
