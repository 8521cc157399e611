import { spawn } from 'node:child_process';
import { build } from './lib/build.mjs';
import { bin, CMS, CONTRACT, WEB } from './lib/paths.mjs';
import { ensureSecrets } from './lib/secrets.mjs';

// npm run dev: Strapi in develop mode (console at http://localhost:1337/cms) and the Vite dev server
// (http://localhost:5173), which proxies /backend and /uploads to Strapi. The contract is compiled
// first and again on every change (the CMS runs its build; the Vite server reads its sources).
ensureSecrets();
build({ only: [] });
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };
const children = [
  spawn(bin('strapi'), ['develop'], { cwd: CMS, stdio: 'inherit', env }),
  spawn(bin('vite'), [], { cwd: WEB, stdio: 'inherit', env }),
  spawn(bin('tsc'), ['-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: CONTRACT, stdio: 'inherit', env }),
];

const stopAll = (signal = 'SIGTERM') => children.forEach((child) => child.exitCode === null && child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT')).on('SIGTERM', () => stopAll());
for (const child of children) child.on('exit', (code) => { stopAll(); process.exitCode ||= code ?? 0; });
