import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FAILED } from './outbox-files';
import { isDatabaseUnavailable } from './unavailable';

export type Log = { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };

/** Copies of the entries where every instance can read them, each under its entry's id (outbox-bucket.ts). */
export type SharedOutbox = {
  put(id: string, text: string): Promise<void>;
  list(): Promise<string[]>;
  /** The copy's text, or undefined when it is gone (another instance stored it). */
  read(id: string): Promise<string | undefined>;
  remove(id: string): Promise<void>;
};

/** What the outbox (outbox.ts) does with its copies in the shared store; nothing without one. */
export type Copies<T> = {
  keep(entry: T, line: string): Promise<void>;
  remove(entry: T): Promise<void>;
  /** Delivers every copy in the store (any instance's); how many were stored. */
  deliver(): Promise<number>;
  /** Whether the store is due to be looked at again. */
  due(): boolean;
};

export const noCopies = <T>(): Copies<T> => ({ keep: () => Promise.resolve(), remove: () => Promise.resolve(), deliver: () => Promise.resolve(0), due: () => false });

type Options<T> = { store: SharedOutbox; idOf: (entry: T) => string; scanMs?: number; deliver: (entry: T) => Promise<void>; log: Log; dir: string };

/**
 * The outbox's copies in a store every instance reaches (issue 43): written after the entry is on
 * this disk, removed once it is stored, and delivered by whichever instance looks (every `scanMs`,
 * and at every round while anything waits). A store that is down never fails a visitor: the disk
 * holds the entry, and the outage is logged once, not per entry.
 */
export const sharedCopies = <T>({ store, idOf, scanMs = 10_000, deliver, log, dir }: Options<T>): Copies<T> => {
  let failing = false;
  const call = async <R>(what: string, run: () => Promise<R>): Promise<R | undefined> => {
    try {
      const result = await run();
      if (failing) log.info('Outbox: the object store answers again.');
      failing = false;
      return result;
    } catch (error) {
      if (!failing) log.warn(`Outbox: the object store could not ${what} (${(error as Error).message?.slice(0, 200)}); each instance delivers what its disk keeps.`);
      failing = true;
      return undefined;
    }
  };
  /** Copies stored but not yet removed from the store (it was down): removed on a later round. */
  const unremoved = new Set<string>();
  const remove = async (id: string) => {
    const done = await call('remove a stored request', () => store.remove(id).then(() => true));
    if (done) unremoved.delete(id);
    else unremoved.add(id);
  };
  let nextScan = 0;

  return {
    keep: async (entry, line) => void (await call('keep a copy', () => store.put(idOf(entry), line))),
    remove: (entry) => remove(idOf(entry)),
    due: () => Date.now() >= nextScan,
    /**
     * A copy that cannot be stored for another reason than the database is kept aside on this disk
     * for a person, like an entry of a file, and removed from the store.
     */
    async deliver() {
      for (const id of [...unremoved]) await remove(id);
      const ids = (await call('list the kept requests', () => store.list())) ?? [];
      let stored = 0;
      for (const id of ids) {
        const text = await call('read a kept request', () => store.read(id));
        if (text === undefined) continue;
        try {
          await deliver(JSON.parse(text) as T);
          stored++;
        } catch (error) {
          if (isDatabaseUnavailable(error)) throw error;
          log.error(`Outbox: a request in the object store could not be stored (${(error as Error).message?.slice(0, 200)}); kept in shared${FAILED}.`);
          await fs.mkdir(dir, { recursive: true, mode: 0o700 });
          await fs.appendFile(path.join(dir, `shared${FAILED}`), text.endsWith('\n') ? text : `${text}\n`, { mode: 0o600 });
        }
        await remove(id);
      }
      // A whole pass done: the next look comes after `scanMs`, or at the next round while anything waits.
      nextScan = Date.now() + scanMs;
      return stored;
    },
  };
};
