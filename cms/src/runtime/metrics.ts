import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's metrics in Prometheus' text format, at GET /metrics (issue 43; prom-client,
 * decision 0042): off unless METRICS_TOKEN is set, and then only for a caller that sends it as a
 * bearer token. Counting is cheap and always on; timing each request and the process's own
 * figures (event-loop lag, memory) start only when the metrics are on.
 */
const registry = new Registry();

/** What the parts of the server count as it works. */
export const counters = {
  /** A request the early path answered, before Koa (site/early-answers.ts). */
  earlyAnswers: new Counter({ name: 'afh_early_answers_total', help: 'Requests answered by the early path, before the middleware stack.', registers: [registry] }),
  /** A public read or page the stack answered: from what it keeps ("kept"), or made now ("made"). */
  cacheAnswers: new Counter({ name: 'afh_cache_answers_total', help: 'Public reads and pages the stack answered, from memory (kept) or made.', labelNames: ['source'] as const, registers: [registry] }),
  /** An email the mail server did not take, or that could not be sent at all. */
  mailFailures: new Counter({ name: 'afh_mail_failures_total', help: 'Emails that could not be sent.', registers: [registry] }),
};

const requests = new Counter({ name: 'afh_http_requests_total', help: 'Requests answered, by route group and status.', labelNames: ['group', 'status'] as const, registers: [registry] });
const latency = new Histogram({
  name: 'afh_http_request_duration_seconds',
  help: 'Time to answer a request, by route group.',
  labelNames: ['group'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** The token a scraper must send; empty: the metrics are off. */
const metricsToken = () => process.env.METRICS_TOKEN?.trim() ?? '';

/** A few fixed groups, so that the labels stay few whatever paths are asked for. */
const groupOf = (url = '') => {
  const end = url.indexOf('?');
  const path = (end < 0 ? url : url.slice(0, end)).toLowerCase();
  if (path.startsWith('/backend/api/')) return 'api';
  if (path.startsWith('/uploads/') || path.startsWith('/images/')) return 'uploads';
  if (path.startsWith('/assets/')) return 'assets';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'probes';
  if (/^\/(cms|admin|content-manager|content-type-builder|upload|users-permissions|i18n|email)(\/|$)/.test(path)) return 'console';
  return 'pages';
};

type Sources = {
  /** What waits in the outbox. */
  outbox: () => Promise<{ depth: number; oldest_seconds: number | null }>;
  /** The database pool's connections in use, free, and callers waiting for one. */
  pool: () => { used: number; free: number; waiting: number } | null;
};

let started = false;

/**
 * When METRICS_TOKEN is set: times every request `server` answers (after the early path is in
 * place, site/early-answers.ts, whose answer may be finished when this listener runs), and
 * collects the outbox, the pool and the process's own figures when scraped.
 */
export const startMetrics = (server: Server, sources: Sources) => {
  if (!metricsToken() || started) return;
  started = true;
  collectDefaultMetrics({ register: registry, prefix: 'afh_process_' });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const since = performance.now();
    const record = () => {
      const group = groupOf(request.url);
      requests.inc({ group, status: String(response.statusCode) });
      latency.observe({ group }, (performance.now() - since) / 1000);
    };
    if (response.writableFinished) record();
    else response.once('finish', record);
  });
  const oldest = new Gauge({ name: 'afh_outbox_oldest_seconds', help: 'How long the oldest request in the outbox has waited (0 when none waits).' });
  new Gauge({
    name: 'afh_outbox_depth',
    help: 'Contact requests waiting in this instance\'s outbox folder for the database.',
    registers: [registry],
    // One read of the outbox folder per scrape sets both.
    async collect() {
      const outbox = await sources.outbox();
      this.set(outbox.depth);
      oldest.set(outbox.oldest_seconds ?? 0);
    },
  });
  registry.registerMetric(oldest);
  new Gauge({
    name: 'afh_db_pool_connections',
    help: 'Database pool connections, by state (used, free, waiting: callers waiting for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      for (const state of ['used', 'free', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The answer to GET /metrics: 404 while the metrics are off, 401 without the right bearer token
 * (compared in constant time), else the text a Prometheus scraper reads.
 */
export const scrape = async (authorization: string): Promise<{ status: 200 | 401 | 404; type: string; body: string }> => {
  const token = metricsToken();
  if (!token) return { status: 404, type: 'text/plain', body: 'Not found' };
  const sent = /^Bearer (\S{1,512})$/.exec(authorization)?.[1] ?? '';
  if (!timingSafeEqual(digest(sent), digest(token))) return { status: 401, type: 'text/plain', body: 'A bearer token is needed.' };
  return { status: 200, type: registry.contentType, body: await registry.metrics() };
};
