import { promises as fs } from 'node:fs';

/**
 * The outbox's files on disk (outbox.ts): a journal per process (`<pid>-<random>.jsonl`), renamed
 * `.delivering` while it is delivered, and `.failed` for entries set aside for a person.
 */
export const JOURNAL = '.jsonl';
export const DELIVERING = '.delivering';
export const FAILED = '.failed';

/** A journal, or a delivery under way: entries that still wait. */
export const holdsWaitingEntries = (name: string) => name.endsWith(JOURNAL) || name.endsWith(DELIVERING);

/** Whether process `pid` still runs. */
export const alive = (pid: number) => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as { code?: string }).code === 'EPERM';
  }
};

/** The pid a file name starts with. */
export const pidOf = (name: string) => Number(/^(\d+)-/.exec(name)?.[1] ?? NaN);

/** fsync of a folder: a file made or renamed in it survives a crash too. */
export const syncDir = async (dir: string) => {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * The entries of a file's text: only a line that ends with its newline was written whole (and
 * only such a one was acknowledged); `cutOff` says a write cut off by a crash follows them.
 */
export const wholeLines = (text: string) => {
  const lines = text.split('\n');
  const cutOff = lines.pop() !== '';
  return { lines: lines.filter((line) => line.trim()), cutOff };
};
