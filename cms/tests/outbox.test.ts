import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promises as fsp } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutbox, OutboxUnwritableError, type SharedOutbox } from '../src/runtime/outbox';
import { bucketOutbox } from '../src/runtime/outbox-bucket';
import { startObjectStore, type ObjectStore } from './helpers/throw-away';

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
    // The file goes once its last entry is stored: a moment after the second delivery returns.
    await expect.poll(() => readdirSync(dir), { timeout: 3000 }).toEqual([]);
    outbox.stop();
    expect(delivered).toEqual(['first', 'during']);
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

/**
 * With an object store (issue 43): a copy of each entry in a real S3-compatible store (s3rver), so
 * that an instance gone with its disk loses nothing; the copies go once stored.
 */
describe('the outbox with an object store', () => {
  let store: (ObjectStore & { pause: () => Promise<void>; resume: () => Promise<void> }) | undefined;
  let client: S3Client;
  let shared: SharedOutbox;
  beforeAll(async () => {
    store = (await startObjectStore()) as typeof store;
    client = new S3Client({
      endpoint: store!.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: store!.env.S3_ACCESS_KEY_ID, secretAccessKey: store!.env.S3_SECRET_ACCESS_KEY },
      maxAttempts: 1,
    });
    shared = bucketOutbox({ client, Bucket: store!.bucket });
  }, 30_000);
  afterAll(async () => {
    client?.destroy();
    await store?.stop();
  });

  /** The keys under outbox/ in the bucket. */
  const copies = async () => ((await client.send(new ListObjectsV2Command({ Bucket: store!.bucket, Prefix: 'outbox/' }))).Contents ?? []).map(({ Key }) => Key);

  /** A database that stores each id once, however often (and from however many instances) it is offered. */
  const database = () => {
    const rows = new Map<string, number>();
    const state = { reachable: false, offered: 0 };
    const deliver = async ({ id }: Kept) => {
      if (!state.reachable) throw down();
      state.offered++;
      if (!rows.has(id)) rows.set(id, rows.size + 1);
    };
    return { rows, state, deliver };
  };
  const instance = (dir: string, db: ReturnType<typeof database>, scanMs?: number, retryMs?: number) =>
    createOutbox<Kept>({ dir, log: quiet, deliver: db.deliver, retryMs, shared: { store: shared, idOf: ({ id }) => id, scanMs } });

  it('stores what an instance kept after it is gone with its disk: another instance finds the copies, stores each once and removes them', async () => {
    const db = database();
    const goneDir = folder();
    const gone = instance(goneDir, db);
    await gone.keep({ id: 'gone-1' });
    await gone.keep({ id: 'gone-2' });
    expect((await copies()).sort()).toEqual(['outbox/gone-1.json', 'outbox/gone-2.json']);
    // The instance and its disk are lost (a container replaced).
    rmSync(goneDir, { recursive: true, force: true });

    const other = instance(folder(), db);
    await expect(other.flush()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    db.state.reachable = true;
    expect(await other.flush()).toBe(2);
    expect([...db.rows.keys()].sort()).toEqual(['gone-1', 'gone-2']);
    expect(await copies()).toEqual([]);
    // Nothing is offered again.
    expect(await other.flush()).toBe(0);
  });

  it('removes the copy of an entry its own instance stored, and two instances delivering at once store each entry once', async () => {
    const db = database();
    const first = instance(folder(), db);
    const second = instance(folder(), db);
    for (const id of ['one', 'two', 'three']) await first.keep({ id });
    db.state.reachable = true;
    await Promise.all([first.flush(), second.flush()]);
    expect([...db.rows.keys()].sort()).toEqual(['one', 'three', 'two']);
    expect(await copies()).toEqual([]);
  });

  it('keeps an entry on disk while the store is down (the family is thanked), and delivers it from there', async () => {
    const db = database();
    const dir = folder();
    const outbox = instance(dir, db);
    await store!.pause();
    try {
      await outbox.keep({ id: 'store-down' });
    } finally {
      await store!.resume();
    }
    expect(await copies()).toEqual([]);
    db.state.reachable = true;
    expect(await outbox.flush()).toBe(1);
    expect([...db.rows.keys()]).toEqual(['store-down']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('on its timer, an instance with nothing of its own looks in the store and stores what it finds', async () => {
    const db = database();
    db.state.reachable = true;
    const goneDir = folder();
    await instance(goneDir, db).keep({ id: 'found-by-timer' });
    rmSync(goneDir, { recursive: true, force: true });
    const watcher = instance(folder(), db, 200, 100);
    await watcher.start();
    try {
      await expect.poll(() => db.rows.has('found-by-timer'), { timeout: 5000 }).toBe(true);
      await expect.poll(copies, { timeout: 5000 }).toEqual([]);
    } finally {
      watcher.stop();
    }
  });
});
