import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { startInstance, stopInstance, type Instance } from './helpers/cluster';
import { fileForm } from './helpers/content';
import { throwAwaySecrets } from './helpers/secrets';
import { postgresOrFailInCi, sharedDatabaseEnv, startObjectStore, startPostgres, type ObjectStore, type Postgres } from './helpers/throw-away';
import { VERSIONS_TABLE } from '../src/site/pg-cache-sync';
import { THROTTLE_TABLE } from '../src/security/throttles';

/**
 * Two production instances (separate processes) on one throw-away PostgreSQL database and one
 * S3-compatible object store (s3rver on loopback), each with a public folder of its own: nothing an
 * instance keeps for itself may matter (issues 6 and 18, decisions 0006 and 0008). Needs Debian's
 * postgresql; CI installs it, so there a missing server is a failure.
 */

const available = postgresOrFailInCi('the two-instance test');

/** Failed sign-ins of one account from one address before it waits (low, to count across instances). */
const LOGIN_LIMIT = 4;

const get = async (instance: Instance, path: string, headers: Record<string, string> = {}) => {
  const reply = await fetch(instance.url + path, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { status: reply.status, etag: reply.headers.get('etag'), body: (reply.status === 200 ? await reply.json() : null) as any };
};

const getBytes = async (instance: Instance, path: string) => {
  const reply = await fetch(instance.url + path);
  return { status: reply.status, type: reply.headers.get('content-type'), bytes: Buffer.from(await reply.arrayBuffer()) };
};

/** Runs SQL straight on the database, behind every instance's back (no notification). */
const sql = async (url: string, text: string, values: unknown[] = []) => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};

const send = async (instance: Instance, method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const reply = await fetch(instance.url + path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect(reply.status, `${method} ${path}: ${await reply.clone().text()}`).toBeLessThan(300);
  return reply;
};

const signIn = (instance: Instance, email: string, password: string) =>
  fetch(`${instance.url}/backend/api/users/login.php`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });

const adminCookie = async (instance: Instance) => {
  const reply = await signIn(instance, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(reply.status).toBe(200);
  return reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
};

// In the PostgreSQL suite only: the SQLite run would start the very same PostgreSQL servers again.
describe.skipIf(!available || process.env.TEST_DATABASE !== 'postgres')('two instances on one PostgreSQL database and one object store', () => {
  let postgres: Postgres | undefined;
  let store: ObjectStore | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let workDir = '';
  const envOf = (name: string) => ({
    ...sharedDatabaseEnv(postgres!.url),
    ...store!.env,
    // Each its own folder: an instance that needed its disk would fail here.
    PUBLIC_DIR: path.join(workDir, name, 'public'),
    WEB_DIST_DIR: path.join(workDir, 'no-site'),
    RATE_LIMIT_LOGIN_ACCOUNT: String(LOGIN_LIMIT),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...throwAwaySecrets(),
  });

  /** An image A had on its disk from before the site moved its uploads to the store. */
  const EARLIER = 'porch-before-the-move.jpg';
  let earlier: Buffer;

  beforeAll(async () => {
    [postgres, store] = await Promise.all([startPostgres(), startObjectStore()]);
    workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-two-instances-'));
    earlier = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a73' } }).jpeg().toBuffer();
    mkdirSync(path.join(workDir, 'a', 'public', 'uploads'), { recursive: true });
    writeFileSync(path.join(workDir, 'a', 'public', 'uploads', EARLIER), earlier);
    // One after the other: the first creates the schema and seeds the content (its images into the store).
    a = await startInstance(envOf('a'));
    b = await startInstance(envOf('b'));
  }, 240_000);

  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    await postgres?.stop();
    await store?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('signed in on A is signed in on B; signed out on B is signed out on A', async () => {
    const cookie = await adminCookie(a!);
    const onB = await get(b!, '/backend/api/users/verify_session.php', { Cookie: cookie });
    expect(onB.status).toBe(200);
    expect(onB.body.user.email).toBe(ADMIN_EMAIL);

    await send(b!, 'POST', '/backend/api/users/logout.php', {}, { Cookie: cookie });
    expect((await get(a!, '/backend/api/users/verify_session.php', { Cookie: cookie })).status).toBe(401);
  });

  it('an image uploaded through A is served by B with its variants, and neither writes it to its disk', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const reply = await fetch(`${a!.url}/backend/api/upload_image.php`, { method: 'POST', headers: { Cookie: await adminCookie(a!) }, body: fileForm(photo, 'garden.jpg', 'image/jpeg') });
    expect(reply.status).toBe(201);
    const { url, relative_path } = (await reply.json()) as { url: string; relative_path: string };
    expect(url).toBe(`/uploads/${relative_path}`);

    const original = await getBytes(b!, url);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/jpeg');
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
    expect((await getBytes(b!, `/backend/uploads/images/${relative_path}`)).bytes.equals(original.bytes)).toBe(true);

    // B makes the variant and keeps it in the store; A answers the very same bytes from there.
    const variant = await getBytes(b!, `${url}?w=480`);
    expect(variant.status).toBe(200);
    expect(variant.type).toBe('image/webp');
    expect((await sharp(variant.bytes).metadata()).width).toBe(480);
    const s3 = new S3Client({ endpoint: store!.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: store!.env.S3_ACCESS_KEY_ID, secretAccessKey: store!.env.S3_SECRET_ACCESS_KEY } });
    const kept = await s3.send(new HeadObjectCommand({ Bucket: store!.bucket, Key: `variants/480/${relative_path}.webp` }));
    expect(kept.ContentLength).toBe(variant.bytes.length);
    expect((await getBytes(a!, `${url}?w=480`)).bytes.equals(variant.bytes)).toBe(true);

    // The seeded images went to the store too, and nothing was written to either public folder.
    const services = await get(b!, '/backend/api/services/public_read.php');
    const seeded = services.body.records.find((record: { image_url: string }) => record.image_url).image_url as string;
    expect((await getBytes(b!, `${seeded}?w=320`)).status).toBe(200);
    for (const name of ['a', 'b']) {
      const folder = path.join(workDir, name, 'public', 'uploads');
      expect(existsSync(folder) ? readdirSync(folder, { recursive: true }) : []).toEqual(name === 'a' ? [EARLIER] : []);
    }
  });

  it('an image that was on A\'s disk before the move to the store is served by B at its old URL', async () => {
    const moved = await getBytes(b!, `/uploads/${EARLIER}`);
    expect(moved.status).toBe(200);
    expect(moved.bytes.equals(earlier)).toBe(true);
    expect((await getBytes(b!, `/backend/uploads/images/${EARLIER}?w=320`)).type).toBe('image/webp');
  });

  it('an edit through the legacy API of instance A is visible on the next public read from B', async () => {
    const before = await get(b!, '/backend/api/faqs/read.php');
    expect(before.status).toBe(200);
    const faq = before.body.data[0];
    // B answers from its cache: a change that bypasses Strapi does not show, the reply is a 304.
    await sql(postgres!.url, 'update faqs set answer = $1 where id = $2', ['Written behind the cache.', faq.id]);
    expect((await get(b!, '/backend/api/faqs/read.php', { 'If-None-Match': before.etag! })).status).toBe(304);

    await send(a!, 'POST', '/backend/api/faqs/update.php', { id: faq.id, question: faq.question, answer: 'Edited on instance A.' }, { Cookie: await adminCookie(a!) });

    const after = await get(b!, '/backend/api/faqs/read.php', { 'If-None-Match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.data.find((item: { id: number }) => item.id === faq.id).answer).toBe('Edited on instance A.');
  });

  it('a write another instance committed shows on the next read, even before its notification arrives', async () => {
    const before = await get(b!, '/backend/api/faqs/read.php');
    const faq = before.body.data[1];
    // What an instance's write does, minus the notification: the rows and the type's version, in one transaction.
    await sql(
      postgres!.url,
      `with changed as (update faqs set answer = $1 where id = $2 returning id)
       insert into ${VERSIONS_TABLE} (uid, version) values ('api::faq.faq', 1)
       on conflict (uid) do update set version = ${VERSIONS_TABLE}.version + 1`,
      ['Written by an instance whose notification is late.', faq.id],
    );
    const after = await get(b!, '/backend/api/faqs/read.php', { 'If-None-Match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.body.data.find((item: { id: number }) => item.id === faq.id).answer).toBe('Written by an instance whose notification is late.');
  });

  it("an edit through instance B's Strapi console is visible on the next public read from A", async () => {
    const before = await get(a!, '/backend/api/services/public_read.php');
    const service = before.body.records[0];
    await sql(postgres!.url, 'update services set title = $1 where id = $2', ['Written behind the cache', service.id]);
    expect((await get(a!, '/backend/api/services/public_read.php', { 'If-None-Match': before.etag! })).status).toBe(304);

    const login = await send(b!, 'POST', '/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const auth = { Authorization: `Bearer ${((await login.json()) as any).data.token}` };
    const list: any = await (await fetch(`${b!.url}/content-manager/collection-types/api::service.service?page=1&pageSize=100`, { headers: auth })).json();
    const entry = list.results.find((item: { id: number }) => item.id === service.id);
    await send(b!, 'PUT', `/content-manager/collection-types/api::service.service/${entry.documentId}`, { title: 'Renamed on instance B' }, auth);

    const after = await get(a!, '/backend/api/services/public_read.php', { 'If-None-Match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.records.find((item: { id: number }) => item.id === service.id).title).toBe('Renamed on instance B');
  });

  const GUESSED = 'guessed-account@example.com';

  it('failed sign-ins spread over both instances are throttled as on one', async () => {
    // Half the budget on each: with counters per process neither would refuse.
    for (const [instance, times] of [[a!, LOGIN_LIMIT / 2], [b!, LOGIN_LIMIT / 2]] as const) {
      for (let i = 0; i < times; i++) expect((await signIn(instance, GUESSED, 'wrong password 1')).status).toBe(401);
    }
    for (const instance of [a!, b!]) {
      const refused = await signIn(instance, GUESSED, 'wrong password 2');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    }
    // The counters are rows of the shared database, not anybody's memory.
    const rows = await sql(postgres!.url, `select key from ${THROTTLE_TABLE} where key like $1`, [`login-account-ip:${GUESSED}|%`]);
    expect(rows).toHaveLength(1);
  });

  it('A killed mid-write: every write A acknowledged is read through B, and A restarted still refuses the guesser', async () => {
    const cookie = await adminCookie(a!);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const question = `Written on A by writer ${n}, number ${i}?`;
        try {
          const reply = await fetch(`${a!.url}/backend/api/faqs/create.php`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: JSON.stringify({ question, answer: 'Kept.', category: 'general' }),
          });
          if (reply.status === 201) acknowledged.push(question);
          else if (!killed) throw new Error(`create.php answered ${reply.status}`);
        } catch (error) {
          // Calls cut off by the kill fail; any other failure is a real one.
          if (!killed) throw error;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await stopInstance(a, 'SIGKILL');
    await Promise.all(writers);

    const onB = await get(b!, '/backend/api/faqs/admin_read.php', { Cookie: cookie });
    expect(onB.status).toBe(200);
    const questions = new Set(onB.body.data.map((faq: { question: string }) => faq.question));
    expect(acknowledged.filter((question) => !questions.has(question))).toEqual([]);

    a = await startInstance(envOf('a'));
    expect((await signIn(a, GUESSED, 'wrong password 3')).status).toBe(429);
    expect((await get(a, '/backend/api/users/verify_session.php', { Cookie: cookie })).status).toBe(200);
  }, 180_000);
});
