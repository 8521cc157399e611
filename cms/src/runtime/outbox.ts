import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { alive, DELIVERING, FAILED, holdsWaitingEntries, JOURNAL, pidOf, syncDir, wholeLines } from './outbox-files';
import { noCopies, sharedCopies, type Log, type SharedOutbox } from './outbox-shared';
import { isDatabaseUnavailable, UnavailableError } from './unavailable';

/**
 * A durable outbox on this instance's disk (decision 0030): what a visitor sent while the database
 * was out of reach is appended to a file and fsynced before the visitor is thanked, then handed to
 * the database once it is back. Each entry carries its own id, and delivering an entry twice
 * (after a crash between storing and removing it) stores it once: `deliver` must be idempotent.
 *
 * An entry is acknowledged only once it is whole on disk: a failed write is undone (the file cut
 * back to its last whole entry) and reported as OutboxUnwritableError, and delivery reads only
 * entries that end with their newline.
 *
 * Each process appends to a file of its own (`<pid>-<random>.jsonl`), so a file is never written
 * while it is delivered: delivery first renames it (`.delivering`), under the same lock as the
 * appends. Files left by a process that is gone (a crash, an earlier run) are delivered too.
 *
 * With a shared store (an object store every instance reaches, outbox-bucket.ts), each entry is
 * also written there under its id, and every instance delivers what it finds there: a request kept
 * by an instance that is gone with its disk is still stored. Delivery is idempotent, so an entry
 * delivered from both places, or by two instances at once, is stored once.
 */

export type { SharedOutbox };

export type OutboxOptions<T> = {
  dir: string;
  /** Stores one entry; resolves when it is stored (or was already). */
  deliver: (entry: T) => Promise<void>;
  log: Log;
  /** How often kept entries are offered to the database again. */
  retryMs?: number;
  /** When an entry was kept (an ISO time), for the age of the oldest (inspect). */
  keptAt?: (entry: T) => string | undefined;
  /** A copy of every entry for any instance to deliver, under `idOf(entry)`. */
  shared?: { store: SharedOutbox; idOf: (entry: T) => string; scanMs?: number };
};

export type Outbox<T> = {
  /** Appends the entry and fsyncs it: once this resolves, the entry survives a crash. */
  keep(entry: T): Promise<void>;
  /** Delivers what is kept (this process's and any left by a process that is gone); how many were stored. */
  flush(): Promise<number>;
  /** Offers what is kept every `retryMs` while anything is kept; `stop` ends that. */
  start(): Promise<void>;
  /** How many entries wait in the folder (every process's), and how long the oldest has waited, in seconds. */
  inspect(): Promise<{ depth: number; oldest_seconds: number | null }>;
  stop(): void;
};

/**
 * The outbox could not keep an entry (a full or read-only disk): nothing of it is kept, and the
 * caller answers 503 in plain words, as for an outage (runtime/unavailable.ts).
 */
export class OutboxUnwritableError extends UnavailableError {
  override readonly name = 'OutboxUnwritableError';
  constructor(cause: unknown) {
    super(`The outbox could not be written (${(cause as { code?: string }).code ?? 'error'})`, { cause });
  }
}

export const createOutbox = <T>({ dir, deliver, log, retryMs = 2000, keptAt, shared }: OutboxOptions<T>): Outbox<T> => {
  const newFile = () => path.join(dir, `${process.pid}-${randomBytes(6).toString('hex')}${JOURNAL}`);
  /** The file this process appends to, and every file it has appended to (claimed for delivery like it). */
  let own = newFile();
  const mine = new Set<string>();
  let lock: Promise<unknown> = Promise.resolve();
  /** Runs `task` after every earlier one: the appends and the claiming of this process's file. */
  const serially = <R>(task: () => Promise<R>): Promise<R> => {
    const run = lock.then(task, task);
    lock = run.catch(() => undefined);
    return run;
  };
  let pending = false;
  let flushing: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /**
   * Appends one entry, whole or not at all: a write that fails (a full disk) may have left part
   * of it, so the file is cut back to its last whole entry; should that fail too, later entries go
   * to a new file, never after the cut-off part. The caller is told (OutboxUnwritableError).
   */
  const keepOnDisk = (line: string) =>
    serially(async () => {
      let handle: fs.FileHandle | undefined;
      let wholeUpTo: number | undefined;
      try {
        await fs.mkdir(dir, { recursive: true, mode: 0o700 });
        handle = await fs.open(own, 'a', 0o600);
        mine.add(own);
        wholeUpTo = (await handle.stat()).size;
        await handle.appendFile(line);
        await handle.datasync();
        if (wholeUpTo === 0) await syncDir(dir);
      } catch (error) {
        if (handle && wholeUpTo !== undefined) {
          const undone = await handle.truncate(wholeUpTo).then(() => handle?.datasync()).then(() => true, () => false);
          if (!undone) own = newFile();
        }
        throw new OutboxUnwritableError(error);
      } finally {
        await handle?.close().catch(() => undefined);
      }
      pending = true;
    });

  /** Kept on disk first (that is what the visitor is thanked for), then copied to the shared store. */
  const keep = async (entry: T) => {
    const line = `${JSON.stringify(entry)}\n`;
    await keepOnDisk(line);
    await copies.keep(entry, line);
  };

  const copies = shared ? sharedCopies({ ...shared, deliver, log, dir }) : noCopies<T>();

  let claims = 0;
  /**
   * Renames for delivery this process's file and those of processes that are gone (journals, and
   * deliveries they left half done), and returns them with this process's earlier unfinished ones.
   * A rename is atomic: when two live instances reach for the same leftover, one gets it.
   */
  const claim = () =>
    serially(async () => {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const claimed: string[] = [];
      for (const name of names) {
        const file = path.join(dir, name);
        let origin: string | null = null;
        if (name.endsWith(JOURNAL) && (mine.has(file) || !alive(pidOf(name)))) origin = name;
        if (name.endsWith(DELIVERING)) {
          const claimer = pidOf(name.slice(name.lastIndexOf('~') + 1));
          if (claimer === process.pid) claimed.push(file);
          else if (!alive(claimer)) origin = name.slice(0, name.indexOf('~'));
        }
        if (origin === null) continue;
        const target = path.join(dir, `${origin}~${process.pid}-${Date.now()}-${claims++}${DELIVERING}`);
        if (await fs.rename(file, target).then(() => true, () => false)) claimed.push(target);
      }
      if (claimed.length) await syncDir(dir);
      return claimed.sort();
    });

  /** Delivers one claimed file, entry by entry; the file goes once every entry is stored. */
  const deliverFile = async (file: string) => {
    const { lines, cutOff } = wholeLines(await fs.readFile(file, 'utf8'));
    if (cutOff) log.warn(`Outbox ${path.basename(file)}: skipped the end of the file, a write that was cut off (never acknowledged).`);
    let stored = 0;
    for (const line of lines) {
      let entry: T;
      try {
        entry = JSON.parse(line) as T;
      } catch {
        // A whole line that is not JSON: a file from an older version, where a failed write's
        // remains could run into the next entry. Set aside for a person, like an entry that fails.
        log.error(`Outbox ${path.basename(file)}: a line is not a whole entry; kept in ${path.basename(file)}${FAILED}.`);
        await fs.appendFile(`${file}${FAILED}`, `${line}\n`, { mode: 0o600 });
        continue;
      }
      try {
        await deliver(entry);
        stored++;
        await copies.remove(entry);
      } catch (error) {
        // Still out of reach: the file stays, and the next attempt starts again from its top.
        if (isDatabaseUnavailable(error)) throw error;
        // Anything else would fail again: kept aside for a person, not retried for ever.
        log.error(`Outbox ${path.basename(file)}: an entry could not be stored (${(error as Error).message?.slice(0, 200)}); kept in ${path.basename(file)}${FAILED}.`);
        await fs.appendFile(`${file}${FAILED}`, `${line}\n`, { mode: 0o600 });
      }
    }
    await fs.unlink(file);
    return stored;
  };

  const flushOnce = async () => {
    let stored = 0;
    for (const file of await claim()) stored += await deliverFile(file);
    return stored + (await copies.deliver());
  };

  const flush = () => {
    // One delivery at a time in this process: an entry is never handed to the database twice at once.
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const tick = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      // The shared store is looked at every `scanMs`, and at every round while anything waits.
      if (!pending && !copies.due()) return tick();
      // Cleared first: an entry kept while this delivery runs sets it again for the next round.
      pending = false;
      flush().then(
        (stored) => {
          if (stored) log.info(`Outbox: ${stored} request${stored === 1 ? '' : 's'} kept while the database was out of reach ${stored === 1 ? 'is' : 'are'} now stored.`);
        },
        (error: unknown) => {
          pending = true;
          if (!isDatabaseUnavailable(error)) log.error(`Outbox: delivery failed (${(error as Error).message?.slice(0, 200)}); trying again.`);
        },
      ).finally(tick);
    }, retryMs);
    timer.unref();
  };

  const inspect = async () => {
    let depth = 0;
    let oldest = Infinity;
    for (const name of (await fs.readdir(dir).catch(() => [] as string[])).filter(holdsWaitingEntries)) {
      const file = path.join(dir, name);
      const { lines } = wholeLines(await fs.readFile(file, 'utf8').catch(() => ''));
      depth += lines.length;
      // When each entry was kept; a file whose entries do not say is as old as its last write.
      const times = lines.map((line) => {
        try {
          return Date.parse(keptAt?.(JSON.parse(line) as T) ?? '');
        } catch {
          return NaN;
        }
      });
      if (times.some(Number.isNaN)) times.push((await fs.stat(file).catch(() => null))?.mtimeMs ?? NaN);
      for (const at of times) if (!Number.isNaN(at)) oldest = Math.min(oldest, at);
    }
    return { depth, oldest_seconds: Number.isFinite(oldest) ? Math.max(0, Math.round((Date.now() - oldest) / 1000)) : null };
  };

  return {
    keep,
    flush,
    inspect,
    async start() {
      // Whatever an earlier run (or a process that is gone) left is offered at once, then on the timer.
      pending = (await fs.readdir(dir).catch(() => [] as string[])).some(holdsWaitingEntries);
      tick();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
