import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CMS, bin } from './lib/paths.mjs';

// npm run types:check — Strapi's generated types (cms/types/generated) are committed, so that the
// document service is typed by uid on a fresh checkout. This regenerates them aside and fails when
// the committed copy differs: a content-type schema changed without `npm run types`.
const committed = path.join(CMS, 'types', 'generated');
const fresh = path.join(CMS, '.cache', 'types-check');
rmSync(fresh, { recursive: true, force: true });
const result = spawnSync(bin('strapi'), ['ts:generate-types', '--silent', '--out-dir', path.relative(CMS, fresh)], {
  cwd: CMS,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
});
if (result.status !== 0) {
  console.error('[types] strapi ts:generate-types failed');
  process.exit(1);
}
const generated = path.join(fresh, 'generated');
const names = readdirSync(generated).sort();
const stale = names.filter((name) => !existsSync(path.join(committed, name)) || readFileSync(path.join(committed, name), 'utf8') !== readFileSync(path.join(generated, name), 'utf8'));
const extra = readdirSync(committed).filter((name) => !names.includes(name));
rmSync(fresh, { recursive: true, force: true });
if (stale.length || extra.length) {
  console.error(`[types] cms/types/generated is out of date (${[...stale, ...extra].join(', ')}): run \`npm run types\` and commit the result.`);
  process.exit(1);
}
console.log(`[types] cms/types/generated is current (${names.join(', ')}).`);
