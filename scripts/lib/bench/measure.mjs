import http from 'node:http';
import autocannon from 'autocannon';

// How the bench measures (issue 31): every run with the same number of connections, each target
// asked as a browser asks, and each compared with its bare twin measured right before and right
// after it, the better of the two taken (the machine drifts).

/** Headers of a captured reply that belong to its connection, not to the reply. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
/** What a browser sends: pages and API calls alike are asked with its Accept-Encoding. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
export const PAGE_REQUEST = { accept: 'text/html', ...BROWSER };

export const createMeter = ({ connections, duration, warmup }) => {
  const load = (url, { headers = {}, seconds = duration } = {}) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
    });

  /** One measured row: a warm-up run, then the real one. */
  const measure = async (name, url, { headers, expect = 200 } = {}) => {
    process.stdout.write(`  ${name}... `);
    if (warmup > 0) await load(url, { headers, seconds: warmup });
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

  /**
   * Ours against its bare twin (the same bytes from a bare node:http server in its own process):
   * the twin measured before and after ours, and ours twice in between, so that each side gets the
   * better of two runs (the machine drifts, and a best of two against a single run would favour
   * the twin). `vsBare` is ours over the twin, each at its better run.
   */
  const againstTwin = async (name, ours, twin, options) => {
    const before = await measure(`${name} bare twin (before)`, twin, options);
    const first = await measure(name, ours, options);
    const again = await measure(`${name} (again)`, ours, options);
    const after = await measure(`${name} bare twin (after)`, twin, options);
    const best = Math.max(before.requestsPerSecond, after.requestsPerSecond);
    const [row, other] = first.requestsPerSecond >= again.requestsPerSecond ? [first, again] : [again, first];
    row.name = name;
    row.bareRequestsPerSecond = best;
    row.vsBare = row.requestsPerSecond / best;
    // The other run of ours stays in the table (and its errors count), beside the two twin runs.
    other.name = `${name} (other run)`;
    for (const twinRow of [before, after]) twinRow.role = 'bare';
    other.role = 'repeat';
    return [before, row, other, after];
  };

  return { load, measure, againstTwin };
};

/** The reply to `url` exactly as sent (status, headers, body bytes still compressed), for the bare twin. */
export const capture = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const kept = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !HOP_HEADERS.has(name)));
          resolve({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks).toString('base64'), etag: response.headers.etag });
        });
      })
      .on('error', reject);
  });

export const fmt = (value, digits = 0) => (value === null || value === undefined ? '-' : Number(value).toFixed(digits));

export const printTable = (rows) => {
  const header = ['run', 'status', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bytes', 'x bare', 'x uncached'];
  const lines = rows.map((r) => [r.name, r.status, fmt(r.requestsPerSecond), fmt(r.p50Ms), fmt(r.p99Ms), r.errors, r.bytesPerRequest, fmt(r.vsBare, 2), fmt(r.vsUncached, 1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(line(l));
};
