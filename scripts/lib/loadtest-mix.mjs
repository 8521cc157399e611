import { ADMIN } from './server.mjs';

// The load test's traffic: what each virtual client does next, and the bookkeeping of every
// acknowledged write so that it can be read back afterwards.

/** Share of each action; the rest of the weight is public reads. */
export const MIX = { read: 75, signIn: 5, create: 12, update: 8 };

const PUBLIC_READS = [
  '/backend/api/faqs/read.php',
  '/backend/api/services/public_read.php',
  '/backend/api/programs/public_read.php',
  '/backend/api/settings/read.php',
  '/',
  '/faq',
];

export const pickAction = (random = Math.random) => {
  let roll = random() * (MIX.read + MIX.signIn + MIX.create + MIX.update);
  for (const [action, weight] of Object.entries(MIX)) {
    if ((roll -= weight) < 0) return action;
  }
  return 'read';
};

/**
 * One virtual client: with the admin's session for its writes, runs actions back to back until
 * `until`, each request to the next of `urls` in turn (several instances behind a round-robin
 * balancer). Every answer is checked; acknowledged writes are recorded in `ledger` (id -> question).
 */
export const runClient = async ({ urls, n, until, cookie, user, ledger, record }) => {
  const own = [];
  let turn = n;
  const next = () => urls[turn++ % urls.length];
  const timed = async (kind, run) => {
    const started = performance.now();
    let ok;
    try {
      ok = await run();
    } catch (error) {
      record.error(kind, error.message);
      return;
    }
    record.done(kind, performance.now() - started, ok);
  };
  const json = (method, path, body) =>
    fetch(next() + path, { method, headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });

  for (let i = 0; Date.now() < until; i++) {
    const action = pickAction();
    if (action === 'read') {
      const path = PUBLIC_READS[i % PUBLIC_READS.length];
      // The API's public reads and the pages are reported apart: a write makes both again.
      await timed(path.startsWith('/backend/') ? 'read' : 'page', async () => {
        const reply = await fetch(next() + path);
        await reply.arrayBuffer();
        return reply.status === 200;
      });
    } else if (action === 'signIn') {
      const who = i % 2 ? ADMIN : user;
      await timed('signIn', async () => {
        const reply = await fetch(`${next()}/backend/api/users/login.php`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(who),
        });
        const body = await reply.json();
        return reply.status === 200 && body.success === true && reply.headers.getSetCookie().some((line) => line.startsWith('afh_session='));
      });
    } else if (action === 'create' || own.length === 0) {
      const question = `Load test ${n}.${i}: is this kept?`;
      await timed('create', async () => {
        const reply = await json('POST', '/backend/api/faqs/create.php', { question, answer: `Answer ${n}.${i}.`, category: 'general' });
        const body = await reply.json();
        if (reply.status !== 201 || body.data?.question !== question) return false;
        own.push(body.data);
        ledger.set(body.data.id, question);
        return true;
      });
    } else {
      const faq = own[i % own.length];
      const question = `Load test ${n}.${i}: updated?`;
      await timed('update', async () => {
        const reply = await json('POST', '/backend/api/faqs/update.php', { ...faq, question });
        const body = await reply.json();
        if (reply.status !== 200 || body.data?.question !== question) return false;
        faq.question = question;
        ledger.set(faq.id, question);
        return true;
      });
    }
  }
};
