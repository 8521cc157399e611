import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './helpers/instance';

// A server of its own with throttling out of the way (every attempt uses a fresh account name
// anyway), so that only the password pool stands between a sign-in flood and the public pages.
let server: Instance;
beforeAll(async () => {
  server = await startInstance({
    RATE_LIMIT_LOGIN_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_IP: '100000',
    PASSWORD_QUEUE: '24',
  });
}, 180_000);
afterAll(async () => server?.stop());

let counter = 0;
const failedSignIn = async () => {
  const response = await fetch(`${server.baseUrl}/backend/api/users/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `flood.${++counter}@afh.test`, password: 'not-the-password' }),
  });
  await response.arrayBuffer();
  return response;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

describe('sign-in flood', () => {
  it('public reads stay fast while failed sign-ins run without pause (p95 at most 250 ms above the quiet p95)', async () => {
    /** Public reads, one after another, for `ms`; their latencies. */
    const readFor = async (ms: number) => {
      const latencies: number[] = [];
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/backend/api/faqs/read.php`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return latencies;
    };

    // Warm up, then the quiet baseline (this machine is shared: its own load is not our flood's).
    await failedSignIn();
    await readFor(1000);
    const quiet = await readFor(3000);

    let running = true;
    const statuses: number[] = [];
    const attackers = Array.from({ length: 12 }, async () => {
      while (running) statuses.push((await failedSignIn()).status);
    });
    const flooded = await readFor(6000);
    running = false;
    await Promise.all(attackers);

    const quietP95 = percentile(quiet, 95);
    const p95 = percentile(flooded, 95);
    console.info(
      `sign-in flood: ${statuses.length} failed sign-ins in 6 s by 12 clients; public read p50/p95/max quiet ${percentile(quiet, 50).toFixed(0)}/${quietP95.toFixed(0)}/${Math.max(...quiet).toFixed(0)} ms, during the flood ${percentile(flooded, 50).toFixed(0)}/${p95.toFixed(0)}/${Math.max(...flooded).toFixed(0)} ms`,
    );
    // The flood really ran the whole time (every client had a check in the pool or waiting).
    expect(statuses.length).toBeGreaterThanOrEqual(12);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(p95).toBeLessThan(quietP95 + 250);
  }, 60_000);

  it('a burst beyond the queue is refused with 503 and Retry-After, never a 500', async () => {
    const replies = await Promise.all(Array.from({ length: 80 }, () => failedSignIn()));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status === 401 || status === 503), String(statuses)).toBe(true);
    const busy = replies.filter((reply) => reply.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(Number(busy[0].headers.get('retry-after'))).toBeGreaterThan(0);
    // Afterwards sign-in works again.
    expect((await failedSignIn()).status).toBe(401);
  }, 60_000);
});
