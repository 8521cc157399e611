import { spawn } from 'node:child_process';
import { build } from './lib/build.mjs';
import { node24 } from './lib/node24.mjs';
import { E2E, ROOT, bin } from './lib/paths.mjs';
import { postgresAvailable } from './lib/postgres.mjs';
import { countsOf, stageTable } from './lib/test-report.mjs';

// npm test: lint, the typecheck of every workspace and the check of Strapi's generated types, and
// the web's unit and page tests, side by side; then, on one production build, the API suite against
// a real Strapi (on SQLite on the Node that runs npm, and on PostgreSQL with an object store (s3rver)
// on Node 24, .cache/node24, side by side), then the browser suite; last, on a quiet machine, the
// API files that time the server, the crash and backup tests and a short load test.
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };
/** What went wrong in failed suites, printed again at the very end (CI shows only the tail of a log). */
const failureSummaries = [];
/** Each stage's time and counts, for the closing table. */
const stages = [];
const startedAt = Date.now();
const finished = (label, started, ok, text) => {
  stages.push({ label, seconds: Math.round((Date.now() - started) / 1000), ok, counts: countsOf(text) });
  return ok;
};
// eslint-disable-next-line no-control-regex -- terminal colour codes
const COLOURS = /\u001b\[[0-9;]*m/g;
/** The lines naming failed tests and files (Vitest's closing 'Failed Tests' section when there is one), at most 80 lines. */
const failureLines = (text) => {
  const lines = text.replace(COLOURS, '').split('\n');
  const section = lines.findIndex((line) => /Failed (Tests|Suites) \d+/.test(line));
  // Vitest's own section when it has one; else the lines that name a failure (Vitest's, Playwright's
  // ✘ and numbered failures with their first error line, node:test's `not ok`) and the counts.
  const picked = section >= 0 ? lines.slice(section) : lines.filter((line) => /^\s*(FAIL|×|✗|✘)\s|^\s+\d+\) \[|^not ok|Error:|Test Files|Tests\s+\d|^\s+\d+ (failed|flaky)\b/.test(line));
  return picked.slice(0, 80).join('\n');
};

/**
 * Runs a suite beside others: its output is kept and printed whole when it ends, so that the logs
 * of suites running at the same time do not interleave.
 */
const runAside = (label, command, args, cwd, extraEnv = {}) =>
  new Promise((resolve) => {
    console.log(`\n[test] ${label}: started`);
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n[test] ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
      const text = Buffer.concat(output).toString();
      process.stdout.write(text);
      if (code !== 0) failureSummaries.push(`[test] ${label}: what failed\n${failureLines(text)}`);
      resolve(finished(label, started, code === 0, text));
    });
  });

/** Runs a stage in the foreground: its output is shown as it comes, and kept for its counts. */
const run = (label, command, args, cwd, extraEnv = {}) =>
  new Promise((resolve) => {
    console.log(`\n[test] ${label}`);
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => (output.push(chunk), process.stdout.write(chunk)));
    child.stderr.on('data', (chunk) => (output.push(chunk), process.stderr.write(chunk)));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      // Said again at the end too: a CI log that keeps only its tail still names what failed.
      if (code !== 0) failureSummaries.push(`[test] ${label}: what failed\n${failureLines(text)}`);
      resolve(finished(label, started, code === 0, text));
    });
  });

/** The build (scripts/lib/build.mjs) as a stage of its own. */
const buildStage = (label, options) => {
  const started = Date.now();
  try {
    build(options);
    return finished(label, started, true, '');
  } catch (error) {
    console.error(`\n[test] ${label}: ${error.message}`);
    return finished(label, started, false, '');
  }
};

/** Runs stages one after another, for a chain inside a group that runs side by side. */
const chain = async (...steps) => {
  const outcomes = {};
  for (const [name, step] of steps) outcomes[name] = await step();
  return outcomes;
};

/** Runs chains side by side and collects every stage's result. */
const together = async (...chains) => Object.assign({}, ...(await Promise.all(chains)));

const results = {};

// The web's route tree (routeTree.gen.ts) is written by its build: the web first (with the
// contract), then the static checks side by side. Strapi's type generation and the cms typecheck
// write into cms (.cache, dist's build info), so they go before the server's build, in one chain:
// one compile of the server (and its console) for everything after.
results['web build'] = buildStage('build the web app', { only: ['web'] });
Object.assign(
  results,
  await together(
    chain(['lint', () => runAside('lint (eslint, every workspace and the scripts)', 'npm', ['run', 'lint'], ROOT)]),
    chain(
      ['lint rules', () => runAside('the lint rules bite: a crossed layer or a cast fails', process.execPath, ['--test', 'scripts/tests/lint-rules.test.mjs'], ROOT)],
      // On the build just made, no browser: what '/' downloads at once, gzipped (issue 42).
      ['first load', () => runAside("the home page's first load within its JavaScript budget", process.execPath, ['--test', 'scripts/tests/first-load-budget.test.mjs'], ROOT)],
      ['unit', () => runAside('web tests: unit, and the pages as the server entry renders them', bin('vitest'), ['run'], `${ROOT}/web`)],
    ),
    chain(
      ['generated types', () => runAside('Strapi generated types are current', process.execPath, ['scripts/check-types.mjs'], ROOT)],
      ['typecheck', () => runAside('typecheck (cms, web, e2e)', 'npm', ['run', 'typecheck', '-w', 'cms', '-w', 'web', '-w', 'e2e'], ROOT)],
      ['build', async () => buildStage('build the server and its console')],
    ),
  ),
);

// The API suite against a real Strapi: on SQLite, and again on PostgreSQL with uploads in an
// S3-compatible store (s3rver), which is the configuration several instances run in. The second
// pass runs the files the database, the store and the runtime can change (cms/tests/passes.ts).
const suites = { 'api (sqlite)': { TEST_TIMED: 'skip' } };
if (postgresAvailable()) {
  // Both passes: a few files that start servers of their own move to the second (cms/tests/passes.ts).
  suites['api (sqlite)'].TEST_PASSES = 'both';
  // Fewer property-test runs the second time: the generated inputs are the same kind.
  suites['api (postgres)'] = { TEST_DATABASE: 'postgres', TEST_UPLOADS: 's3', TEST_PASSES: 'both', PROPERTY_RUNS: process.env.PROPERTY_RUNS ?? '30' };
} else if (process.env.CI) {
  console.error('\n[test] PostgreSQL is not installed (apt-get install -y postgresql): the API suite cannot run on it.');
  results['api (postgres)'] = false;
} else {
  console.log('\n[test] PostgreSQL is not installed: skipping the API suite on PostgreSQL.');
}

// Node 20.19+ and Node 24 are both supported: the SQLite pass runs on the Node that runs npm, the
// PostgreSQL pass on Node 24 when it is installed (node scripts/install-node24.mjs, which .ci/run calls).
const runtimes = {};
if (suites['api (postgres)']) {
  const recommended = node24();
  if (recommended) {
    runtimes['api (postgres)'] = recommended;
  } else if (process.env.CI) {
    console.error(`\n[test] Node 24 is not installed (node scripts/install-node24.mjs): the API suite on PostgreSQL runs on Node ${process.version} instead, and the run fails.`);
    results['api on node 24'] = false;
  } else {
    console.log(`\n[test] Node 24 is not installed (node scripts/install-node24.mjs): the API suite on PostgreSQL runs on Node ${process.version}.`);
  }
}
const runSuite = (label, extraEnv) => {
  const runtime = runtimes[label] ?? { bin: process.execPath, version: process.version, env: {} };
  return runAside(`${label} on Node ${runtime.version}`, runtime.bin, [bin('vitest'), 'run'], `${ROOT}/cms`, { ...extraEnv, ...runtime.env, TEST_DIST_READY: 'true' });
};

// The two API passes side by side on the one build (each with its own database, store and port),
// then the browser tests in two workers, each with a server of its own. Both at once overload two
// cores: tests then time out for want of CPU. (Three workers did too, and dealt the tests to the
// servers in another order, which one page test did not survive: see decision 0041.) The files that time the server against a bound, and the crash, backup and
// load tests, run last on a machine nothing else loads.
const compiled = results.build;
Object.assign(results, await together(...Object.entries(suites).map(([label, extraEnv]) => chain([label, async () => compiled && (await runSuite(label, extraEnv))]))));
results.e2e = compiled && (await run('browser tests (e2e)', bin('playwright'), ['test'], E2E, { E2E_BUILT: 'true' }));
results['api (timed)'] = compiled && (await run('api: the files that time the server, on a quiet machine (SQLite)', bin('vitest'), ['run'], `${ROOT}/cms`, { TEST_TIMED: 'only', TEST_DIST_READY: 'true' }));
results['crash and backup'] = await run('crash and backup tests (production server)', process.execPath, ['--test', '--test-concurrency=1', 'scripts/tests/crash.test.mjs', 'scripts/tests/backup.test.mjs'], ROOT);
results.loadtest = await run('load test, short profile', process.execPath, ['scripts/loadtest.mjs', `--duration=${process.env.LOADTEST_DURATION ?? '10'}`], ROOT);

const failed = Object.entries(results).filter(([, ok]) => !ok).map(([name]) => name);
for (const summary of failureSummaries) console.log(`\n${summary}`);
console.log(failed.length ? `\n[test] failed: ${failed.join(', ')}` : '\n[test] all suites passed');
console.log(`\n${stageTable(stages, Math.round((Date.now() - startedAt) / 1000))}`);
console.log(`suites: ${Object.keys(results).length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
