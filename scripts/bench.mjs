import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from './lib/build.mjs';
import { ROOT, WEB } from './lib/paths.mjs';
import { freePort } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';
import { firstLoad } from './lib/first-load.mjs';
import { startBareServer } from './lib/bare-server.mjs';

// npm run bench: the production server on a throw-away database with the seeded content, measured
// in one run with one load generator (issue 6). Each public read is compared with a static hashed
// asset of about its size served by the same process (the ceiling, measured again before each
// group of runs) and with the same read straight through the Document Service (the baseline:
// BENCH_UNCACHED_ROUTES lets ?uncached bypass the cache on this server only), and with a bare
// node:http server handing out the very same bytes and headers (the physical limit).

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string' },
    out: { type: 'string' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);

const READS = [
  ['services', '/backend/api/services/public_read.php'],
  ['programs', '/backend/api/programs/public_read.php'],
  ['faqs', '/backend/api/faqs/read.php'],
  ['settings', '/backend/api/settings/read.php'],
];
const TARGETS = { ceilingRatio: 0.8, baselineRatio: 3, p99Ms: 50, pageRatio: 1.0, bareRatio: 0.5, heavyBodyReadMs: 100 };
/** Calls anyone may send a body to (and one that needs an admin), for the heavy-body run (issue 29). */
const BODY_TARGETS = ['/backend/api/users/login.php', '/backend/api/contact/submit.php', '/backend/api/users/create.php', '/backend/api/users/forgot_password.php', '/admin/login', '/backend/api/faqs/update.php'];
/** Headers of a captured reply that belong to its connection, not to the reply. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
/** Public pages, each asked as a browser asks: HTML, with its Accept-Encoding. */
const PAGES = ['/', '/faq', '/contact'];
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

const load = (url, { headers = {}, duration = DURATION } = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** One measured row: a warm-up run, then the real one. */
const measure = async (name, url, { headers, expect = 200 } = {}) => {
  process.stdout.write(`  ${name}... `);
  if (WARMUP > 0) await load(url, { headers, duration: WARMUP });
  const result = await load(url, { headers });
  const expected = result.statusCodeStats?.[expect]?.count ?? 0;
  const row = {
    name,
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    status: expect,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // Anything but the expected status counts as an error, as do socket errors and timeouts.
    errors: result.errors + result.timeouts + (result.requests.total - expected),
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
  console.log(`${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms`);
  return row;
};

/** The hashed JS or CSS file in web/dist/assets whose size is closest to `size` bytes. */
const assetNear = (size) => {
  const dir = path.join(WEB, 'dist', 'assets');
  const files = readdirSync(dir)
    .filter((name) => /-[A-Za-z0-9_-]{8}\.(js|css)$/.test(name))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }));
  files.sort((a, b) => Math.abs(a.size - size) - Math.abs(b.size - size));
  if (!files.length) throw new Error('No hashed asset in web/dist/assets');
  return files[0];
};

const peakMemory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakRssMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
};

const fmt = (value, digits = 0) => (value === null || value === undefined ? '-' : Number(value).toFixed(digits));

const printTable = (rows) => {
  const header = ['run', 'status', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bytes', 'x ceiling', 'x uncached', 'x bare'];
  const lines = rows.map((r) => [
    r.name,
    r.status,
    fmt(r.requestsPerSecond),
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    r.errors,
    r.bytesPerRequest,
    fmt(r.vsCeiling, 2),
    fmt(r.vsUncached, 1),
    fmt(r.vsBare, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(line(l));
};

/** `{"0":[[]],"1":[[]],...}` of about `bytes` bytes: many keys, each cheap to send and dear to walk. */
const manyKeys = (bytes) => {
  const parts = [];
  for (let key = 0, size = 2; size < bytes; key++) {
    parts.push(`"${key}":[[]]`);
    size += parts.at(-1).length + 1;
  }
  return `{${parts.join(',')}}`;
};

/**
 * Six anonymous one-megabyte many-key bodies sent to `route` at once, `rounds` times, while public
 * reads go one after another until all six are answered: how slow the slowest read was, and what
 * the bodies were answered.
 */
const readsUnderHeavyBodies = async (base, route, rounds = 10) => {
  const body = manyKeys(1_000_000);
  const statuses = {};
  const times = [];
  for (let round = 0; round < rounds; round++) {
    let pending = 6;
    const senders = Array.from({ length: 6 }, async () => {
      const reply = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body }).catch(() => null);
      const status = reply ? reply.status : 'no answer';
      statuses[status] = (statuses[status] ?? 0) + 1;
      await reply?.arrayBuffer().catch(() => undefined);
      pending--;
    });
    do {
      const start = performance.now();
      await (await fetch(base + READS[0][1])).arrayBuffer();
      times.push(performance.now() - start);
    } while (pending > 0);
    await Promise.all(senders);
  }
  times.sort((a, b) => a - b);
  return { route, reads: times.length, medianMs: times[Math.floor(times.length / 2)], worstMs: times.at(-1), statuses };
};

const main = async () => {
  build();
  const port = Number(args.port ?? process.env.BENCH_PORT ?? (await freePort()));
  console.log(`[bench] starting the production server on port ${port}...`);
  const server = await startServer({ port, env: { BENCH_UNCACHED_ROUTES: 'true' } });
  let bareServer;
  try {
    const base = server.url;
    const replies = {};
    const captured = {};
    for (const [name, route] of READS) {
      // autocannon asks for no compression, so the ETag to revalidate with is the plain body's.
      const reply = await fetch(base + route, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await reply.arrayBuffer());
      replies[name] = { etag: reply.headers.get('etag'), size: body.byteLength };
      if (!reply.ok || !replies[name].etag) throw new Error(`${route} answered ${reply.status} without an ETag`);
      const headers = Object.fromEntries([...reply.headers].filter(([header]) => !HOP_HEADERS.has(header)));
      captured[route] = { status: reply.status, headers, body: body.toString('base64') };
    }
    const bare = await startBareServer(captured);
    bareServer = bare;
    const sizes = Object.values(replies).map((r) => r.size).sort((a, b) => a - b);
    const asset = assetNear(sizes[Math.floor(sizes.length / 2)]);

    console.log(`[bench] ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up`);
    // Each group is compared with a ceiling measured right before it: on a shared machine the load
    // from other work drifts, and runs far apart in time would compare different machines.
    const rows = [];
    const staticRun = async (label) => {
      const ceiling = await measure(`static asset (${asset.size} B) ${label}`, `${base}/assets/${asset.name}`);
      ceiling.role = 'ceiling';
      ceiling.vsCeiling = 1;
      rows.push(ceiling);
      return ceiling;
    };
    for (const [name, route] of READS) {
      const ceiling = await staticRun(`before ${name}`);
      const uncached = await measure(`${name} uncached`, `${base}${route}?uncached=1`);
      uncached.role = 'baseline';
      const first = await measure(`${name} cached`, base + route);
      const revalidated = await measure(`${name} 304`, base + route, { headers: { 'if-none-match': replies[name].etag }, expect: 304 });
      const limit = await measure(`${name} bare node:http`, bare.url + route);
      limit.role = 'bare';
      for (const row of [first, revalidated]) {
        row.role = 'cached';
        row.vsUncached = row.requestsPerSecond / uncached.requestsPerSecond;
      }
      first.vsBare = first.requestsPerSecond / limit.requestsPerSecond;
      for (const row of [uncached, first, revalidated, limit]) row.vsCeiling = row.requestsPerSecond / ceiling.requestsPerSecond;
      rows.push(uncached, first, revalidated, limit);
    }
    // Pages against a hashed static asset of about their size, both asked with a browser's
    // Accept-Encoding, measured right before each page; then the page's revalidation (304).
    for (const pagePath of PAGES) {
      const headers = { accept: 'text/html', ...BROWSER_ENCODING };
      const sample = await fetch(base + pagePath, { headers });
      const bytes = (await sample.arrayBuffer()).byteLength;
      const etag = sample.headers.get('etag');
      if (!sample.ok || !etag) throw new Error(`${pagePath} answered ${sample.status} without an ETag`);
      const pageAsset = assetNear(Number(sample.headers.get('content-length')) || bytes);
      const ceiling = await measure(`static asset (${pageAsset.size} B, browser encoding) before ${pagePath}`, `${base}/assets/${pageAsset.name}`, { headers: BROWSER_ENCODING });
      ceiling.role = 'ceiling';
      ceiling.vsCeiling = 1;
      const pageRow = await measure(`GET ${pagePath} (page)`, base + pagePath, { headers });
      const revalidated = await measure(`GET ${pagePath} 304`, base + pagePath, { headers: { ...headers, 'if-none-match': etag }, expect: 304 });
      for (const row of [pageRow, revalidated]) {
        row.role = 'page';
        row.vsCeiling = row.requestsPerSecond / ceiling.requestsPerSecond;
      }
      rows.push(ceiling, pageRow, revalidated);
    }

    // Large anonymous bodies do not hold the server: each is refused before it is read (issue 29).
    console.log('[bench] six one-megabyte many-key bodies at once (ten times each), with public reads alongside:');
    const heavy = [];
    for (const route of BODY_TARGETS) {
      const result = await readsUnderHeavyBodies(base, route);
      heavy.push(result);
      console.log(`  ${route}: ${result.reads} reads, median ${fmt(result.medianMs, 1)} ms, slowest ${fmt(result.worstMs, 1)} ms; bodies answered ${JSON.stringify(result.statuses)}`);
    }

    const memory = peakMemory(server.pid);
    console.log('[bench] loading / in Chromium...');
    const page = await firstLoad(`${base}/`);

    printTable(rows);
    console.log(`\nFirst load of /: JavaScript ${page.js.gzipBytes} B gzipped (${page.js.files} files), CSS ${page.css.gzipBytes} B gzipped (${page.css.files} files)`);
    console.log(`Server memory: peak ${memory.peakRssMb} MB RSS (now ${memory.rssMb} MB)`);

    const checks = [];
    for (const row of rows.filter((r) => r.vsBare !== undefined)) {
      checks.push([`${row.name}: >= ${TARGETS.bareRatio} of a bare node:http server with the same bytes`, row.vsBare >= TARGETS.bareRatio, fmt(row.vsBare, 2)]);
    }
    for (const row of rows.filter((r) => r.role === 'cached')) {
      checks.push([`${row.name}: >= ${TARGETS.ceilingRatio} of the static ceiling`, row.vsCeiling >= TARGETS.ceilingRatio, fmt(row.vsCeiling, 2)]);
      checks.push([`${row.name}: >= ${TARGETS.baselineRatio}x the uncached read`, row.vsUncached >= TARGETS.baselineRatio, fmt(row.vsUncached, 1)]);
    }
    for (const row of rows.filter((r) => r.role === 'page')) {
      checks.push([`${row.name}: >= ${TARGETS.pageRatio} of a static asset`, row.vsCeiling >= TARGETS.pageRatio, fmt(row.vsCeiling, 2)]);
    }
    for (const row of rows.filter((r) => r.role !== 'baseline' && r.role !== 'bare')) {
      checks.push([`${row.name}: p99 < ${TARGETS.p99Ms} ms`, row.p99Ms < TARGETS.p99Ms, `${row.p99Ms} ms`]);
    }
    checks.push(['no errors in any run', rows.every((r) => r.errors === 0), String(rows.reduce((sum, r) => sum + r.errors, 0))]);
    for (const result of heavy) {
      checks.push([`public read beside six 1 MB bodies to ${result.route}: slowest < ${TARGETS.heavyBodyReadMs} ms`, result.worstMs < TARGETS.heavyBodyReadMs, `${fmt(result.worstMs, 1)} ms`]);
      const refused = Object.keys(result.statuses).every((status) => Number(status) >= 400 && Number(status) < 500);
      checks.push([`six 1 MB bodies to ${result.route}: every one refused with a 4xx`, refused, JSON.stringify(result.statuses)]);
    }

    console.log('');
    for (const [label, ok, value] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label} (${value})`);
    const passed = checks.every(([, ok]) => ok);

    const out = path.resolve(args.out ?? path.join(ROOT, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`));
    mkdirSync(path.dirname(out), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version, platform: `${process.platform} ${process.arch}` },
      settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, staticAsset: asset },
      rows,
      heavyBodies: heavy,
      firstLoad: page,
      memory,
      targets: TARGETS,
      checks: checks.map(([label, ok, value]) => ({ label, ok, value })),
      passed,
    };
    writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
    console.log(`\n[bench] ${passed ? 'all targets met' : 'some targets missed'}; results in ${path.relative(process.cwd(), out)}`);
    process.exitCode = passed ? 0 : 1;
  } finally {
    bareServer?.stop();
    await server.stop();
  }
};

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
