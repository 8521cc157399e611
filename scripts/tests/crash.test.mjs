import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { countRows, integrityCheck } from '../lib/backup-sqlite.mjs';
import { build } from '../lib/build.mjs';
import { allFaqs, createFaq } from '../lib/faq-client.mjs';
import { signIn, startServer } from '../lib/server.mjs';

// Crash durability: the production server is killed with SIGKILL in the middle of a stream of
// acknowledged writes; started again on the same SQLite file, it must still have every one.
const WRITERS = 8;
const ACKS_BEFORE_KILL = 60;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-crash-'));
const env = {
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(workDir, 'data.db'),
  PUBLIC_DIR: path.join(workDir, 'public'),
  BACKUP_DIR: path.join(workDir, 'backups'),
};
let server;
after(async () => {
  await server?.stop('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

test('every acknowledged write survives a SIGKILL mid-stream, and the database stays consistent', { timeout: 600_000 }, async () => {
  build();
  server = await startServer({ env });
  const { secrets } = server;
  const cookie = await signIn(server.url);
  const seeded = (await allFaqs(server.url, cookie)).length;

  const acknowledged = new Map();
  let attempted = 0;
  let killed = false;
  const writer = async (n) => {
    for (let i = 0; !killed; i++) {
      const question = `Crash test ${n}.${i}: is this kept?`;
      attempted++;
      try {
        const faq = await createFaq(server.url, cookie, question);
        // Acknowledged, even if the kill is already on its way: it must survive.
        acknowledged.set(faq.id, question);
      } catch (error) {
        // Calls cut off by the kill fail; any other failure is a real one.
        if (!killed) throw error;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
  while (acknowledged.size < ACKS_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 20));
  // Mark the kill before it happens: from here on a refused connection is expected.
  killed = true;
  const exit = await server.stop('SIGKILL');
  await Promise.all(writers);
  assert.equal(exit.signal, 'SIGKILL');
  console.log(`[crash] killed after ${acknowledged.size} acknowledged of ${attempted} attempted writes`);

  server = await startServer({ env, secrets });
  const after = await allFaqs(server.url, await signIn(server.url));
  const byId = new Map(after.map((faq) => [faq.id, faq]));
  for (const [id, question] of acknowledged) assert.equal(byId.get(id)?.question, question, `acknowledged FAQ ${id} is missing or changed`);
  // Writes in flight at the kill may or may not have landed; nothing else may appear.
  assert.ok(after.length >= seeded + acknowledged.size && after.length <= seeded + attempted, `${after.length} FAQs`);
  await server.stop('SIGTERM');
  server = undefined;

  assert.equal(integrityCheck(env.DATABASE_FILENAME), 'ok');
  assert.equal(countRows(env.DATABASE_FILENAME, ['faqs']).faqs, after.length);
});

/** The processes whose parent is `pid` (Linux: /proc/<pid>/stat, whose fourth field is the parent). */
const childrenOf = (pid) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

const answers = async (url) => {
  try {
    return (await fetch(`${url}/backend/api/faqs/read.php`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
};

test('npm start starts the server again when it dies, and stops with it on SIGTERM to npm', { timeout: 300_000 }, async () => {
  const supervisedEnv = { ...env, DATABASE_FILENAME: path.join(workDir, 'supervised.db'), PUBLIC_DIR: path.join(workDir, 'supervised-public') };
  server = await startServer({ env: supervisedEnv, supervised: true });
  // npm runs the start script with exec: its one child is the primary, whose one child is the server.
  const [primary] = childrenOf(server.pid);
  assert.ok(primary, 'npm runs the primary');
  // node itself, not a shell between npm and node that a signal would stop at.
  assert.match(readFileSync(`/proc/${primary}/cmdline`, 'utf8'), /^[^\0]*node\0[^\0]*scripts\/start\.mjs\0/);
  const [worker] = childrenOf(primary);
  assert.ok(worker, 'the primary runs the server as its worker');

  // The worker dies (as on an unforeseen fault): the primary starts a new one, which answers.
  process.kill(worker, 'SIGKILL');
  const deadline = Date.now() + 120_000;
  while (!(await answers(server.url)) || childrenOf(primary)[0] === worker) {
    assert.ok(Date.now() < deadline, 'the server did not come back within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [restarted] = childrenOf(primary);
  assert.notEqual(restarted, worker);
  assert.match(server.log(), /the server was ended by SIGKILL; starting it again in 1 s/);

  // SIGTERM to npm, as a container's stop sends it to its first process: it reaches the server,
  // which drains and stops, then the primary and npm exit, leaving nothing behind.
  const exit = await server.stop('SIGTERM');
  server = undefined;
  assert.deepEqual(exit, { code: 0, signal: null });
  for (const pid of [primary, restarted]) assert.throws(() => process.kill(pid, 0), `process ${pid} still runs after npm exited`);
});
