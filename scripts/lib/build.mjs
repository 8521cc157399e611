import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, CMS, ROOT, WEB } from './paths.mjs';

// routeTree.gen.ts is written by the web build itself, so it is an output, not an input.
const SKIP = new Set(['node_modules', 'dist', '.tmp', '.cache', '.strapi', 'build', 'tests', 'test-results', 'routeTree.gen.ts']);

/** A fingerprint of a build's inputs: names, sizes and modification times. */
const fingerprint = (inputs) => {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file).sort()) if (!SKIP.has(name)) visit(path.join(file, name));
    } else {
      hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
};

const TARGETS = {
  web: {
    // The API's contract (cms/src/contract) is part of the web app's sources.
    inputs: [...['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((p) => path.join(WEB, p)), path.join(CMS, 'src', 'contract')],
    stamp: path.join(WEB, 'dist', '.build-stamp'),
    // The site, then the server renderer of its public pages (web/dist-server, decision 0013).
    commands: [
      [bin('vite'), ['build'], WEB],
      [bin('vite'), ['build', '--ssr'], WEB],
    ],
  },
  cms: {
    inputs: ['src', 'config', 'package.json', 'tsconfig.json'].map((p) => path.join(CMS, p)),
    stamp: path.join(CMS, 'dist', '.build-stamp'),
    commands: [[bin('strapi'), ['build'], CMS]],
    // strapi build does not empty dist: a deleted module would live on there (and be loaded).
    clean: path.join(CMS, 'dist'),
  },
};

/** Builds the web app and the CMS (console included) when their sources changed since the last build. */
export const build = ({ force = false, only = Object.keys(TARGETS) } = {}) => {
  for (const name of only) {
    const target = TARGETS[name];
    const inputs = [...target.inputs, path.join(ROOT, 'package-lock.json')];
    const print = fingerprint(inputs);
    if (!force && existsSync(target.stamp) && readFileSync(target.stamp, 'utf8') === print) continue;

    console.log(`[build] ${name}...`);
    if (target.clean) rmSync(target.clean, { recursive: true, force: true });
    for (const [command, args, cwd] of target.commands) {
      const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'production' } });
      if (result.status !== 0) throw new Error(`Building ${name} failed (exit ${result.status}).`);
    }
    writeFileSync(target.stamp, print);
  }
};
