import cluster from 'node:cluster';

/**
 * Runs `exec` (with `args`) as the one worker of a node:cluster primary, and starts it again
 * whenever it stops without being asked to: after 1 s, doubling to 30 s while it keeps failing
 * within a minute of its start (decision 0030). SIGTERM and SIGINT are passed on to the worker,
 * which drains its requests; the primary exits when the worker has.
 * @param {{ exec: string, args?: string[], env?: Record<string, string>, log?: (line: string) => void }} options
 */
export const supervise = ({ exec, args = [], env = {}, log = (line) => console.error(`[start] ${line}`) }) => {
  // The worker accepts its connections itself (not the primary's round robin, which would accept
  // and hold them while no worker is up): between two workers a connection is refused at once, and
  // a proxy sends it to another instance.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec, args });
  const FIRST_DELAY_MS = 1000;
  const MAX_DELAY_MS = 30_000;
  const STABLE_MS = 60_000;
  let delay = FIRST_DELAY_MS;
  let stopping = false;
  let worker;
  let startedAt = 0;
  let restart;

  const fork = () => {
    startedAt = Date.now();
    worker = cluster.fork(env);
    worker.once('exit', (code, signal) => {
      if (stopping) return process.exit(code ?? 0);
      const why = signal ? `was ended by ${signal}` : `exited with code ${code}`;
      // A worker that ran a while starts again at once; one that keeps failing waits longer each time.
      if (Date.now() - startedAt >= STABLE_MS) delay = FIRST_DELAY_MS;
      log(`the server ${why}; starting it again in ${Math.round(delay / 1000)} s`);
      restart = setTimeout(fork, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      clearTimeout(restart);
      if (!worker || worker.isDead()) return process.exit(0);
      worker.process.kill(signal);
    });
  }
  fork();
};
