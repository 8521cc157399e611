import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { HttpError } from '../content/http';

/** Refused when the pool's queue is full: the caller may try again shortly. */
export const BUSY_MESSAGE = 'Too many sign-in attempts right now. Please try again in a moment.';

const positiveInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

let pool: Piscina | undefined;

const getPool = () => {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'password-worker.js'),
    // One core is left to the thread that answers requests.
    maxThreads: positiveInt('PASSWORD_WORKERS', Math.max(1, Math.min(4, os.availableParallelism() - 1))),
    minThreads: 1,
    maxQueue: positiveInt('PASSWORD_QUEUE', 64),
    idleTimeout: 60_000,
  });
  return pool;
};

/**
 * bcrypt comparison in a worker thread with bounded concurrency and a bounded queue (decision
 * 0009): a flood of sign-ins waits in line or is refused with 503, and public pages keep their
 * speed. Throws HttpError 503 when the queue is full.
 */
export const comparePassword = async (password: string, hash: string): Promise<boolean> => {
  const workers = getPool();
  if (workers.queueSize >= workers.options.maxQueue) throw new HttpError(503, BUSY_MESSAGE);
  try {
    return (await workers.run({ password, hash })) as boolean;
  } catch (error) {
    if (/queue is at limit/i.test(String((error as Error).message))) throw new HttpError(503, BUSY_MESSAGE);
    throw error;
  }
};

/** Stops the worker threads (Strapi's destroy hook). */
export const closePasswordPool = async () => {
  const current = pool;
  pool = undefined;
  await current?.destroy();
};
