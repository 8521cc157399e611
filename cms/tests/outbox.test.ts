import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox } from '../src/runtime/outbox';

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

afterEach(() => {
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
});
