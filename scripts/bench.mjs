import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from './lib/build.mjs';
import { BROWSER, PAGE_REQUEST, capture, createMeter, fmt, printTable } from './lib/bench/measure.mjs';
import { BODY_TARGETS, readsUnderHeavyBodies } from './lib/bench/heavy-bodies.mjs';
import { SAVE_EVERY_MS, underWrites } from './lib/bench/write-load.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { firstLoad } from './lib/first-load.mjs';
import { node24 } from './lib/node24.mjs';
import { ROOT } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';

// npm run bench: the production server on a throw-away database with the seeded content, measured
// in one run with one load generator (issues 6, 15 and 31). Every run uses the same number of
// connections and asks as a browser asks. Each cached public read and each page is compared with
// its bare twin: a node:http server in a process of its own handing out the very bytes ours sent
// (still compressed) with the same headers, measured right before and right after ours, the better
// run taken. Cached reads are also compared with the same read through the Document Service
// (BENCH_UNCACHED_ROUTES lets ?uncached bypass the cache on this server only). Then: reads and
// pages while an admin saves an FAQ five times a second, a server started exactly as `npm start`
// starts it, reads beside heavy bodies, the first load of / in Chromium and the server's memory.

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string' },
    out: { type: 'string' },
    // 'current': the Node that runs npm, even when Node 24 is installed.
    node: { type: 'string', default: 'recommended' },
  },
});
const settings = { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) };

const READS = [
  ['services', '/backend/api/services/public_read.php'],
  ['programs', '/backend/api/programs/public_read.php'],
  ['faqs', '/backend/api/faqs/read.php'],
  ['settings', '/backend/api/settings/read.php'],
];
const PAGES = ['/', '/services', '/faq', '/contact'];
const TARGETS = { readVsBare: 0.9, pageVsBare: 0.8, vsUncached: 3, underWritesP99Ms: 100, firstLoadJsBytes: 95 * 1024, heavyBodyReadMs: 100 };

const peakMemory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakRssMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
};

/** Each read and page asked once as the bench will ask it, so the server keeps it and the bare twin gets its bytes. */
const captureAll = async (base) => {
  const captured = {};
  for (const [, route] of READS) captured[route] = await capture(base + route, BROWSER);
  for (const page of PAGES) captured[page] = await capture(base + page, PAGE_REQUEST);
  for (const [route, reply] of Object.entries(captured)) {
    if (reply.status !== 200 || !reply.etag) throw new Error(`${route} answered ${reply.status} without an ETag`);
  }
  return captured;
};

/** The cached reads and pages of `base` against their twins; with `withBaseline`, the reads' uncached read and 304 too. */
const readsAndPages = async (meter, base, label, { withBaseline }) => {
  const captured = await captureAll(base);
  const bare = await startBareServer(captured);
  const rows = [];
  try {
    for (const [name, route] of READS) {
      const [before, cached, other, after] = await meter.againstTwin(`${name} cached${label}`, base + route, bare.url + route, { headers: BROWSER });
      cached.role = 'read';
      rows.push(before, cached, other, after);
      if (!withBaseline) continue;
      const uncached = await meter.measure(`${name} uncached`, `${base}${route}?uncached=1`, { headers: BROWSER });
      uncached.role = 'baseline';
      cached.vsUncached = cached.requestsPerSecond / uncached.requestsPerSecond;
      const revalidated = await meter.measure(`${name} 304`, base + route, { headers: { ...BROWSER, 'if-none-match': captured[route].etag }, expect: 304 });
      revalidated.role = 'revalidation';
      rows.push(uncached, revalidated);
    }
    for (const page of PAGES) {
      const [before, row, other, after] = await meter.againstTwin(`GET ${page} (page)${label}`, base + page, bare.url + page, { headers: PAGE_REQUEST });
      row.role = 'page';
      rows.push(before, row, other, after);
      if (!withBaseline) continue;
      const revalidated = await meter.measure(`GET ${page} 304`, base + page, { headers: { ...PAGE_REQUEST, 'if-none-match': captured[page].etag }, expect: 304 });
      revalidated.role = 'revalidation';
      rows.push(revalidated);
    }
  } finally {
    bare.stop();
  }
  return rows;
};

const checksOf = ({ rows, writeLoad, heavy, page }) => {
  const checks = [];
  for (const row of rows.filter((r) => r.role === 'read')) checks.push([`${row.name}: >= ${TARGETS.readVsBare}x its bare twin`, row.vsBare >= TARGETS.readVsBare, fmt(row.vsBare, 2)]);
  for (const row of rows.filter((r) => r.role === 'page')) checks.push([`${row.name}: >= ${TARGETS.pageVsBare}x its bare twin`, row.vsBare >= TARGETS.pageVsBare, fmt(row.vsBare, 2)]);
  for (const row of rows.filter((r) => r.vsUncached !== undefined)) checks.push([`${row.name}: >= ${TARGETS.vsUncached}x the uncached read`, row.vsUncached >= TARGETS.vsUncached, fmt(row.vsUncached, 1)]);
  for (const row of writeLoad.rows) checks.push([`${row.name}: p99 < ${TARGETS.underWritesP99Ms} ms`, row.p99Ms < TARGETS.underWritesP99Ms, `${row.p99Ms} ms`]);
  checks.push(['about five saves a second during the write-load runs', writeLoad.savesPerSecond >= 4, fmt(writeLoad.savesPerSecond, 1)]);
  checks.push(['no errors in any run', [...rows, ...writeLoad.rows].every((r) => r.errors === 0), String([...rows, ...writeLoad.rows].reduce((sum, r) => sum + r.errors, 0))]);
  for (const result of heavy) {
    checks.push([`public read beside six 1 MB bodies to ${result.route}: slowest < ${TARGETS.heavyBodyReadMs} ms`, result.worstMs < TARGETS.heavyBodyReadMs, `${fmt(result.worstMs, 1)} ms`]);
    const refused = Object.keys(result.statuses).every((status) => Number(status) >= 400 && Number(status) < 500);
    checks.push([`six 1 MB bodies to ${result.route}: every one refused with a 4xx`, refused, JSON.stringify(result.statuses)]);
  }
  checks.push([`first-load JavaScript of / <= ${TARGETS.firstLoadJsBytes} B gzipped`, page.js.gzipBytes <= TARGETS.firstLoadJsBytes, `${page.js.gzipBytes} B`]);
  return checks;
};

/**
 * The bench runs on the runtime the README recommends, Node 24, when it is installed (node
 * scripts/install-node24.mjs): the server, its bare twins and the load generator alike. On Node 20
 * every request also pays for the async hooks of Strapi's AsyncLocalStorage (Node 24 keeps that
 * context without hooks), which the twin does not. Returns the exit code of that run, or null to
 * run here.
 */
const onRecommendedNode = () => {
  if (args.node === 'current' || Number(process.versions.node.split('.')[0]) >= 24) return null;
  const recommended = node24();
  if (!recommended) {
    console.log(`[bench] Node 24 is not installed (node scripts/install-node24.mjs): measuring on Node ${process.version}.`);
    return null;
  }
  console.log(`[bench] on Node ${recommended.version} (the recommended runtime; --node=current stays on ${process.version})`);
  const run = spawnSync(recommended.bin, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...recommended.env } });
  return run.status ?? 1;
};

const main = async () => {
  const elsewhere = onRecommendedNode();
  if (elsewhere !== null) return void (process.exitCode = elsewhere);
  build();
  const meter = createMeter(settings);
  const port = Number(args.port ?? process.env.BENCH_PORT ?? 0) || undefined;
  console.log(`[bench] ${settings.connections} connections, ${settings.duration} s each after ${settings.warmup} s of warm-up`);
  console.log('[bench] starting the production server...');
  const server = await startServer({ port, env: { BENCH_UNCACHED_ROUTES: 'true' } });
  let report;
  try {
    const base = server.url;
    const rows = await readsAndPages(meter, base, '', { withBaseline: true });

    console.log(`[bench] reads and pages while an admin saves an FAQ every ${SAVE_EVERY_MS} ms:`);
    const writeLoad = await underWrites(base, async () => {
      const measured = [];
      for (const [target, headers] of [['/backend/api/faqs/read.php', BROWSER], ['/faq', PAGE_REQUEST], ['/', PAGE_REQUEST]]) {
        measured.push(await meter.measure(`${target} during saves`, base + target, { headers }));
      }
      return measured;
    });
    for (const row of writeLoad.rows) row.role = 'under writes';
    console.log(`  ${fmt(writeLoad.savesPerSecond, 1)} saves a second`);

    // Large anonymous bodies do not hold the server: each is refused before it is read (issue 29).
    console.log('[bench] six one-megabyte many-key bodies at once (ten times each), with public reads alongside:');
    const heavy = [];
    for (const route of BODY_TARGETS) {
      const result = await readsUnderHeavyBodies(base, route, READS[0][1]);
      heavy.push(result);
      console.log(`  ${route}: ${result.reads} reads, median ${fmt(result.medianMs, 1)} ms, slowest ${fmt(result.worstMs, 1)} ms; bodies answered ${JSON.stringify(result.statuses)}`);
    }
    const memory = peakMemory(server.pid);
    console.log('[bench] loading / in Chromium...');
    const page = await firstLoad(`${base}/`);
    report = { rows, writeLoad, heavy, memory, page };
  } finally {
    await server.stop();
  }

  // The server exactly as the README's `npm start` starts it: the worker of a supervising primary.
  console.log('[bench] the server as `npm start` starts it:');
  const started = await startServer({ supervised: true });
  try {
    report.rows.push(...(await readsAndPages(meter, started.url, ' (npm start)', { withBaseline: false })));
  } finally {
    await started.stop();
  }

  const { rows, writeLoad, memory, page } = report;
  printTable([...rows, ...writeLoad.rows]);
  console.log(`\nDuring the write-load runs: ${fmt(writeLoad.savesPerSecond, 1)} FAQ saves a second`);
  console.log(`First load of /: JavaScript ${page.js.gzipBytes} B gzipped (${page.js.files} files), CSS ${page.css.gzipBytes} B gzipped (${page.css.files} files)`);
  console.log(`Server memory: peak ${memory.peakRssMb} MB RSS (now ${memory.rssMb} MB)`);

  const checks = checksOf(report);
  console.log('');
  for (const [label, ok, value] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label} (${value})`);
  const passed = checks.every(([, ok]) => ok);

  const out = path.resolve(args.out ?? path.join(ROOT, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`));
  mkdirSync(path.dirname(out), { recursive: true });
  const machine = { cpus: os.cpus().length, node: process.version, platform: `${process.platform} ${process.arch}`, loadAverage: os.loadavg() };
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), machine, settings, ...report, targets: TARGETS, checks: checks.map(([label, ok, value]) => ({ label, ok, value })), passed }, null, 2) + '\n');
  console.log(`\n[bench] ${passed ? 'all targets met' : 'some targets missed'}; results in ${path.relative(process.cwd(), out)}`);
  process.exitCode = passed ? 0 : 1;
};

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
