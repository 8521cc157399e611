import { spawnSync } from 'node:child_process';
import { build } from './lib/build.mjs';
import { ROOT, bin } from './lib/paths.mjs';

// npm run lint: ESLint over the whole repository (eslint.config.mjs). The web app's route tree
// (routeTree.gen.ts) is written by its build, and the type-aware rules need it: the web app is
// built first when its sources changed. Arguments go to ESLint (`npm run lint -- --fix`).
build({ only: ['web'] });
const result = spawnSync(bin('eslint'), ['--max-warnings=0', ...process.argv.slice(2), '.'], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
