import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promises as fsp } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, OutboxUnwritableError } from '../src/runtime/outbox';

/**
 * The outbox's file work (src/runtime/outbox.ts, decision 0030), without a server: what it keeps is on
 * disk before `keep` resolves, survives a database that is still down, and is handed over once
 * per delivery; files left by a process that is gone are delivered too. tests/outage-drill.test.ts
 * drives it end to end, through a real outage.
 */

type Kept = { id: string };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const down = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'afh-outbox-'));
  dirs.push(dir);
  return dir;
};

/** The methods of node's FileHandle, to make one write fail the way a full disk does. */
const fileHandleMethods = async () => {
  const probe = await fsp.open(path.join(folder(), 'probe'), 'w');
  await probe.close();
  return Object.getPrototypeOf(probe) as fsp.FileHandle;
};
const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/** The next append writes the first few bytes of its data, then fails as on a full disk. */
const failNextAppendHalfway = async () => {
  const methods = await fileHandleMethods();
  const spy = vi.spyOn(methods, 'appendFile');
  return spy.mockImplementationOnce(async function (this: fsp.FileHandle, data) {
    // The real append, for the first bytes only: part of the entry reaches the file.
    spy.mockRestore();
    await this.appendFile(String(data).slice(0, 9));
    throw diskFull();
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('has each entry on disk when keep() resolves, keeps them while the database is down, and delivers each once when it is back', async () => {
    const dir = folder();
    let reachable = false;
    const delivered: string[] = [];
    const outbox = createOutbox<Kept>({
      dir,
      log: quiet,
      deliver: async ({ id }) => {
        if (!reachable) throw down();
        delivered.push(id);
      },
    });
    await Promise.all(['one', 'two', 'three'].map((id) => outbox.keep({ id })));
    const [file] = readdirSync(dir);
    expect(file).toMatch(new RegExp(`^${process.pid}-[0-9a-f]{12}\\.jsonl$`));
    expect(readFileSync(path.join(dir, file), 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as Kept).id).sort()).toEqual(['one', 'three', 'two']);

    await expect(outbox.flush()).rejects.toThrow('ECONNREFUSED');
    expect(delivered).toEqual([]);
    // Kept while it is down, and more can be kept meanwhile.
    await outbox.keep({ id: 'four' });
    expect(readdirSync(dir)).toHaveLength(2);

    reachable = true;
    expect(await outbox.flush()).toBe(4);
    expect(delivered.sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(readdirSync(dir)).toEqual([]);
    expect(await outbox.flush()).toBe(0);
  });

  it('delivers what a process that is gone left behind, skips a line a crash cut off, and sets aside an entry that cannot be stored', async () => {
    const dir = folder();
    // No process has this id (pids are far smaller), so its files are leftovers.
    const gone = path.join(dir, '999999999-abcdef012345.jsonl');
    writeFileSync(gone, `${JSON.stringify({ id: 'left' })}\n${JSON.stringify({ id: 'broken' })}\n`);
    appendFileSync(gone, '{"id":"cut o');
    const delivered: string[] = [];
    const outbox = createOutbox<Kept>({
      dir,
      log: quiet,
      deliver: async ({ id }) => {
        if (id === 'broken') throw new Error('not null constraint');
        delivered.push(id);
      },
    });
    expect(await outbox.flush()).toBe(1);
    expect(delivered).toEqual(['left']);
    const [failed] = readdirSync(dir);
    expect(failed).toMatch(/\.failed$/);
    expect(readFileSync(path.join(dir, failed), 'utf8')).toBe(`${JSON.stringify({ id: 'broken' })}\n`);
  });

  it('on its timer, delivers what was kept while an earlier delivery ran', async () => {
    const dir = folder();
    const delivered: string[] = [];
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const outbox = createOutbox<Kept>({
      dir,
      log: quiet,
      retryMs: 20,
      deliver: async ({ id }) => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 100));
        delivered.push(id);
      },
    });
    await outbox.keep({ id: 'first' });
    await outbox.start();
    await firstStarted;
    await outbox.keep({ id: 'during' });
    const deadline = Date.now() + 3000;
    while (delivered.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    outbox.stop();
    expect(delivered).toEqual(['first', 'during']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves the file of a live process alone', async () => {
    const dir = folder();
    // The parent of this process is alive: its journal is its own.
    writeFileSync(path.join(dir, `${process.ppid}-abcdef012345.jsonl`), `${JSON.stringify({ id: 'theirs' })}\n`);
    const delivered: string[] = [];
    const outbox = createOutbox<Kept>({ dir, log: quiet, deliver: async ({ id }) => void delivered.push(id) });
    expect(await outbox.flush()).toBe(0);
    expect(delivered).toEqual([]);
  });

  it('keeps nothing of an entry whose write fails half-way on a full disk, says so, and keeps the next one whole', async () => {
    const dir = folder();
    const delivered: string[] = [];
    const outbox = createOutbox<Kept>({ dir, log: quiet, deliver: async ({ id }) => void delivered.push(id) });
    await outbox.keep({ id: 'one' });
    await failNextAppendHalfway();
    await expect(outbox.keep({ id: 'two' })).rejects.toBeInstanceOf(OutboxUnwritableError);
    await outbox.keep({ id: 'three' });
    const [file] = readdirSync(dir);
    expect(readFileSync(path.join(dir, file), 'utf8')).toBe(`${JSON.stringify({ id: 'one' })}\n${JSON.stringify({ id: 'three' })}\n`);
    expect(await outbox.flush()).toBe(2);
    expect(delivered).toEqual(['one', 'three']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('when the failed write cannot be undone either, keeps the next entries in a new file and delivers them all', async () => {
    const dir = folder();
    const delivered: string[] = [];
    const warnings: string[] = [];
    const outbox = createOutbox<Kept>({ dir, log: { ...quiet, warn: (line) => void warnings.push(line) }, deliver: async ({ id }) => void delivered.push(id) });
    await outbox.keep({ id: 'one' });
    await failNextAppendHalfway();
    vi.spyOn(await fileHandleMethods(), 'truncate').mockRejectedValueOnce(diskFull());
    await expect(outbox.keep({ id: 'two' })).rejects.toBeInstanceOf(OutboxUnwritableError);
    await outbox.keep({ id: 'three' });
    await outbox.keep({ id: 'four' });
    expect(readdirSync(dir)).toHaveLength(2);
    expect(await outbox.flush()).toBe(3);
    expect(delivered.sort()).toEqual(['four', 'one', 'three']);
    expect(warnings.join('\n')).toMatch(/cut off \(never acknowledged\)/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an entry when its folder cannot be made, and delivers nothing that was not acknowledged', async () => {
    const parent = folder();
    const blocked = path.join(parent, 'not-a-folder');
    writeFileSync(blocked, '');
    const outbox = createOutbox<Kept>({ dir: path.join(blocked, 'outbox'), log: quiet, deliver: async () => undefined });
    await expect(outbox.keep({ id: 'one' })).rejects.toBeInstanceOf(OutboxUnwritableError);
    expect(await outbox.flush()).toBe(0);
  });

  it('does not deliver a whole entry whose newline never reached the disk: it was never acknowledged', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, '999999999-abcdef012345.jsonl'), `${JSON.stringify({ id: 'acknowledged' })}\n${JSON.stringify({ id: 'unfinished' })}`);
    const delivered: string[] = [];
    const outbox = createOutbox<Kept>({ dir, log: quiet, deliver: async ({ id }) => void delivered.push(id) });
    expect(await outbox.flush()).toBe(1);
    expect(delivered).toEqual(['acknowledged']);
  });
});
