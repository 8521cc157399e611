import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, CMS, CONTRACT, ROOT, WEB } from './paths.mjs';

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
  // The API's contract (@afh/contract), compiled for the CMS and the browser tests (the web app
  // bundles its sources). Every build starts with it.
  contract: {
    inputs: ['src', 'package.json', 'tsconfig.json'].map((p) => path.join(CONTRACT, p)),
    stamp: path.join(CONTRACT, 'dist', '.build-stamp'),
    commands: [[bin('tsc'), ['-p', 'tsconfig.json'], CONTRACT]],
    clean: path.join(CONTRACT, 'dist'),
  },
  web: {
    inputs: [...['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((p) => path.join(WEB, p)), path.join(CONTRACT, 'src')],
    stamp: path.join(WEB, 'dist', '.build-stamp'),
    // The site, then the server renderer of its public pages (web/dist-server, decision 0013).
    commands: [
      [bin('vite'), ['build'], WEB],
      [bin('vite'), ['build', '--ssr'], WEB],
    ],
  },
  cms: {
    inputs: [...['src', 'config', 'package.json', 'tsconfig.json'].map((p) => path.join(CMS, p)), path.join(CONTRACT, 'src')],
    stamp: path.join(CMS, 'dist', '.build-stamp'),
    commands: [[bin('strapi'), ['build'], CMS]],
    // strapi build does not empty dist: a deleted module would live on there (and be loaded).
    clean: path.join(CMS, 'dist'),
  },
};

const LOCK = path.join(ROOT, '.build-lock');
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One build at a time across processes (the browser tests start a server per worker, and each
 * builds what is stale): the others wait, then find the build current. A lock left by a process
 * that died is taken over.
 */
const withLock = (work) => {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        // Its owner is between making the folder and writing its pid (or died there).
      }
      const abandoned = Number.isInteger(owner) && owner > 0 ? !alive(owner) : Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 30_000;
      if (abandoned) rmSync(LOCK, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
};

/** Builds the contract, the web app and the CMS (console included) when their sources changed since the last build. */
export const build = (options = {}) => withLock(() => buildUnlocked(options));

const buildUnlocked = ({ force = false, only = Object.keys(TARGETS) } = {}) => {
  for (const name of Object.keys(TARGETS).filter((target) => target === 'contract' || only.includes(target))) {
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
