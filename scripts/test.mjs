import { spawnSync } from 'node:child_process';
import { build } from './lib/build.mjs';
import { E2E, ROOT, bin } from './lib/paths.mjs';

// npm test: the web unit tests, the API suite against a real Strapi, then the browser suite against
// the built site.
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };
const run = (label, command, args, cwd) => {
  console.log(`\n[test] ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  return result.status === 0;
};

const results = {
  unit: run('unit tests (web)', bin('vitest'), ['run'], `${ROOT}/web`),
  api: run('API tests (cms)', bin('vitest'), ['run'], `${ROOT}/cms`),
};
build();
results.e2e = run('browser tests (e2e)', bin('playwright'), ['test'], E2E);

const failed = Object.entries(results).filter(([, ok]) => !ok).map(([name]) => name);
console.log(failed.length ? `\n[test] failed: ${failed.join(', ')}` : '\n[test] all suites passed');
process.exit(failed.length ? 1 : 0);
