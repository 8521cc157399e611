/** Calls anyone may send a body to (and one that needs an admin), for the heavy-body run (issue 29). */
export const BODY_TARGETS = ['/backend/api/users/login.php', '/backend/api/contact/submit.php', '/backend/api/users/create.php', '/backend/api/users/forgot_password.php', '/admin/login', '/backend/api/faqs/update.php'];

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
 * Six anonymous one-megabyte many-key bodies sent to `route` at once, `rounds` times, while the
 * public read `readPath` goes one request after another until all six are answered: how slow the
 * slowest read was, and what the bodies were answered.
 */
export const readsUnderHeavyBodies = async (base, route, readPath, rounds = 10) => {
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
      await (await fetch(base + readPath)).arrayBuffer();
      times.push(performance.now() - start);
    } while (pending > 0);
    await Promise.all(senders);
  }
  times.sort((a, b) => a - b);
  return { route, reads: times.length, medianMs: times[Math.floor(times.length / 2)], worstMs: times.at(-1), statuses };
};
