import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { startInstance, stopInstance, type Instance } from './helpers/cluster';
import { postgresOrFailInCi, sharedDatabaseEnv, startObjectStore, startPostgres, type ObjectStore, type Postgres } from './helpers/throw-away';
import { fileForm } from './helpers/content';
import { throwAwaySecrets } from './helpers/secrets';

/**
 * Backups belong to the site, not an instance (issue 30, decision 0029): two production instances
 * on one throw-away PostgreSQL database and one S3-compatible store keep their archives in the
 * bucket, so either lists, downloads and takes the same ones; their schedules make one archive per
 * slot between them; an archive holds the bucket's uploads. Needs Debian's postgresql; CI installs
 * it, so there a missing server is a failure. It starts its own database and store, so it runs once,
 * in the suite's PostgreSQL pass (TEST_DATABASE=postgres, as `npm test` runs it), not twice.
 */

const available = postgresOrFailInCi('the shared backups test');

/** Both instances back up every few seconds, on the same slots. */
const PERIOD_MS = 4_000;
const SCHEDULE = `*/${PERIOD_MS / 1000} * * * * *`;
/**
 * B's clock runs this far behind A's, as another machine's may: its timer fires for each slot after
 * A's backup of that slot has (mostly) finished, when the lock alone would no longer stop a second one.
 */
const B_BEHIND_MS = 2_000;
const CLOCK_BEHIND = path.join(__dirname, 'helpers', 'clock-behind.cjs');

type Archive = { file: string; created_at: string; size_bytes: number };
type Listing = { records: Archive[]; last_backup_at: string | null };

const adminCookie = async (instance: Instance) => {
  const reply = await fetch(`${instance.url}/backend/api/users/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(reply.status).toBe(200);
  return reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
};

const list = async (instance: Instance, cookie: string): Promise<Listing> => {
  const reply = await fetch(`${instance.url}/backend/api/backups/read.php`, { headers: { Cookie: cookie } });
  expect(reply.status).toBe(200);
  return (await reply.json()) as Listing;
};

const backUpNow = (instance: Instance, cookie: string) => fetch(`${instance.url}/backend/api/backups/create.php`, { method: 'POST', headers: { Cookie: cookie } });

describe.skipIf(!available || process.env.TEST_DATABASE !== 'postgres')('backups of two instances on one PostgreSQL database and one object store', () => {
  let postgres: Postgres | undefined;
  let store: ObjectStore | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let cookie = '';
  let workDir = '';
  /** When both instances were up: the slots the test checks are those after it. */
  let bothUp = 0;
  const envOf = (name: string) => ({
    ...sharedDatabaseEnv(postgres!.url),
    ...store!.env,
    // Each its own folders: an archive on either disk would be one the other cannot see.
    PUBLIC_DIR: path.join(workDir, name, 'public'),
    BACKUP_DIR: path.join(workDir, name, 'backups'),
    BACKUP_SCHEDULE: SCHEDULE,
    BACKUP_KEEP: '50',
    WEB_DIST_DIR: path.join(workDir, 'no-site'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...throwAwaySecrets(),
  });

  beforeAll(async () => {
    [postgres, store] = await Promise.all([startPostgres(), startObjectStore()]);
    workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-shared-backups-'));
    // One after the other: the first creates the schema and seeds the content.
    a = await startInstance(envOf('a'));
    b = await startInstance({ ...envOf('b'), NODE_OPTIONS: `--require ${CLOCK_BEHIND}`, AFH_TEST_CLOCK_BEHIND_MS: String(B_BEHIND_MS) });
    cookie = await adminCookie(a);
    bothUp = Date.now();
  }, 240_000);

  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    await postgres?.stop();
    await store?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('the two schedules make one archive per slot between them, in the bucket', async () => {
    const sinceBothUp = async (instance: Instance) => (await list(instance, cookie)).records.filter((record) => Date.parse(record.created_at) > bothUp);
    await expect.poll(async () => (await sinceBothUp(a!)).length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(3);
    const records = await sinceBothUp(b!);
    // Each instance stamps its archive with its own clock, at or just after the slot it ran for.
    const slots = records.map((record) => Math.floor(Date.parse(record.created_at) / PERIOD_MS));
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(new Set(slots).size, JSON.stringify(records.map((record) => record.file))).toBe(slots.length);
    for (const name of ['a', 'b']) {
      const folder = path.join(workDir, name, 'backups');
      expect(existsSync(folder) ? readdirSync(folder) : [], `${name}'s disk`).toEqual([]);
    }
  }, 60_000);

  it('"Back up now" runs on one instance at a time; its archive is listed and downloadable on the other, and holds the uploaded image but not its variants', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#37a' } }).jpeg().toBuffer();
    const uploaded = await fetch(`${a!.url}/backend/api/upload_image.php`, { method: 'POST', headers: { Cookie: cookie }, body: fileForm(photo, 'porch.jpg', 'image/jpeg') });
    expect(uploaded.status).toBe(201);
    const { url, relative_path } = (await uploaded.json()) as { url: string; relative_path: string };
    expect((await fetch(`${b!.url}${url}?w=320`)).status).toBe(200); // a variant in the bucket

    // Pressed on both at once: one makes the backup, the other is told one is running. (A scheduled
    // backup may hold the lock at that moment: then both are 409, and the test presses again.)
    let made: { record: Archive; other: Instance } | undefined;
    const pressed: number[][] = [];
    for (const deadline = Date.now() + 20_000; !made && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const replies = await Promise.all([backUpNow(a!, cookie), backUpNow(b!, cookie)]);
      pressed.push(replies.map((reply) => reply.status));
      const winner = replies.findIndex((reply) => reply.status === 201);
      if (winner >= 0) made = { record: ((await replies[winner].json()) as { record: Archive }).record, other: winner === 0 ? b! : a! };
    }
    expect(made, JSON.stringify(pressed)).toBeDefined();
    const fair = (statuses: number[]) => statuses.filter((status) => status === 201).length <= 1 && statuses.every((status) => status === 201 || status === 409);
    expect(pressed.every(fair), JSON.stringify(pressed)).toBe(true);
    const { record, other } = made!;

    expect((await list(other, cookie)).records).toContainEqual(record);
    // The same answers from either instance (read together: a scheduled backup may land between two reads).
    await expect.poll(async () => {
      const [fromA, fromB] = await Promise.all([list(a!, cookie), list(b!, cookie)]);
      return JSON.stringify(fromA) === JSON.stringify(fromB);
    }, { timeout: 10_000, interval: 200 }).toBe(true);

    const download = await fetch(`${other.url}/backend/api/backups/download.php?file=${encodeURIComponent(record.file)}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(record.size_bytes);
    const file = path.join(workDir, record.file);
    writeFileSync(file, bytes);
    const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'database.dump', `uploads/${relative_path}`]));
    expect(entries.filter((entry) => /^(variants|backups)\//.test(entry) || entry.includes('/variants/'))).toEqual([]);
    const archived = execFileSync('tar', ['-xzf', file, '-O', `uploads/${relative_path}`]);
    expect(archived.equals(photo)).toBe(true);
    const manifest = JSON.parse(execFileSync('tar', ['-xzf', file, '-O', 'manifest.json'], { encoding: 'utf8' })) as { uploads: { store: string; files: number } };
    expect(manifest.uploads.store).toBe('s3');
    expect(manifest.uploads.files).toBe(entries.filter((entry) => entry.startsWith('uploads/') && !entry.endsWith('/')).length);
  }, 60_000);

  it('"Back up now" answers with the archive it made, though another instance, its clock ahead, made a newer-named one just before', async () => {
    // B's archives are named by its clock, 2 s behind A's: pressed on B in the 2 s after A's
    // scheduled backup of a slot, the newest name in the bucket is A's. Pressed over a few slots.
    const answers: string[] = [];
    for (const until = Date.now() + 14_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 300))) {
      const before = Date.now() - B_BEHIND_MS;
      const reply = await backUpNow(b!, cookie);
      const after = Date.now() - B_BEHIND_MS;
      if (reply.status === 409) continue; // a scheduled backup holds the lock
      expect(reply.status).toBe(201);
      const { record } = (await reply.json()) as { record: Archive };
      answers.push(record.file);
      // Named when B's script started: between the press and the answer, by B's clock.
      const made = Date.parse(record.created_at);
      expect(made, JSON.stringify({ record, before: new Date(before), after: new Date(after) })).toBeGreaterThanOrEqual(before - 1_000);
      expect(made).toBeLessThanOrEqual(after);
    }
    expect(answers.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('a store that does not answer: "Back up now" is a 503 with Retry-After, and both instances keep serving', async () => {
    await store!.stop();
    store = undefined;
    // A scheduled backup that was under way holds the lock until it has failed too: 409 meanwhile.
    let refused = await backUpNow(b!, cookie);
    for (const deadline = Date.now() + 20_000; refused.status === 409 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      refused = await backUpNow(b!, cookie);
    }
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { success: boolean; message: string };
    expect(body).toEqual({ success: false, message: expect.stringMatching(/did not answer/) });
    expect((await fetch(`${a!.url}/backend/api/backups/read.php`, { headers: { Cookie: cookie } })).status).toBe(503);
    for (const instance of [a!, b!]) expect((await fetch(`${instance.url}/backend/api/faqs/read.php`)).status).toBe(200);
  }, 60_000);
});
