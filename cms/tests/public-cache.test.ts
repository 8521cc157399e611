import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { admin, consoleToken } from './helpers/content';
import { api, baseUrl, call } from './helpers/http';

/**
 * Keeps the public-read cache honest (issue 6): whoever writes, our API or the Strapi console
 * (the Document Service), the next public read shows it under a new ETag; an unchanged reply costs
 * a 304 with no body; compression is negotiated.
 */

const READS = ['/services/public_read.php', '/programs/public_read.php', '/faqs/read.php', '/settings/read.php'];
const FAQ_UID = 'api::faq.faq';
const SERVICE_UID = 'api::service.service';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request with exactly these headers, body bytes as sent (fetch would add and undo compression). */
const rawCall = (method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> =>
  new Promise((resolve, reject) => {
    http
      .request(`${baseUrl()}/backend/api${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });

const rawGet = (path: string, headers: Record<string, string> = {}) => rawCall('GET', path, headers);

const json = (raw: Raw) => JSON.parse(raw.body.toString('utf8'));

const consoleCall = async (method: string, path: string, data?: unknown) => {
  const reply = await call(method, `/content-manager/collection-types/${path}`, {
    headers: { Authorization: `Bearer ${await consoleToken()}` },
    ...(data === undefined ? {} : { json: data }),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  return reply.body;
};

const consoleEntries = async (uid: string) => (await consoleCall('GET', `${uid}?page=1&pageSize=100`)).results as Array<Record<string, any>>;

// Other test files share the database: everything edited here is put back.
const restore: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

describe('public read cache', () => {
  it.each(READS)('%s carries a strong ETag and Cache-Control that makes browsers revalidate', async (path) => {
    const first = await rawGet(path);
    const second = await rawGet(path);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it.each(READS)('%s answers If-None-Match with the current ETag by a 304 with no body', async (path) => {
    const { headers } = await rawGet(path);
    const revalidated = await rawGet(path, { 'If-None-Match': headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(headers.etag);
    expect(revalidated.headers['cache-control']).toBe('no-cache');

    const stale = await rawGet(path, { 'If-None-Match': '"not-the-current-one"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBeGreaterThan(0);
  });

  it('a query string does not get around the cache, and ?uncached only works on the bench server', async () => {
    const plain = await rawGet('/faqs/read.php');
    for (const query of ['?x=1', '?uncached=1']) {
      const other = await rawGet(`/faqs/read.php${query}`);
      expect(other.headers.etag).toBe(plain.headers.etag);
      expect(other.body.equals(plain.body)).toBe(true);
      expect((await rawGet(`/faqs/read.php${query}`, { 'If-None-Match': plain.headers.etag! })).status).toBe(304);
    }
  });

  it('revalidates with a 304 whatever else the request says (fetch adds Cache-Control: no-cache)', async () => {
    const { headers } = await rawGet('/settings/read.php');
    const conditional = { 'If-None-Match': `W/"other", ${headers.etag}`, 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
    expect((await rawGet('/settings/read.php', conditional)).status).toBe(304);
    expect((await rawGet('/settings/read.php', { 'If-None-Match': '*' })).status).toBe(304);
  });

  it('negotiates Brotli and gzip, each with its own ETag, and sends plain JSON otherwise', async () => {
    const plain = await rawGet('/services/public_read.php');
    const br = await rawGet('/services/public_read.php', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet('/services/public_read.php', { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const reply of [plain, br, gzip]) expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    const revalidated = await rawGet('/services/public_read.php', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  it('compresses the other JSON replies too', async () => {
    const reply = await new Promise<Raw>((resolve, reject) => {
      void admin().then((cookie) =>
        http
          .get(`${baseUrl()}/backend/api/services/read.php`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject),
      );
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(reply.body).toString()).records.length).toBeGreaterThan(0);
  });

  it('an edit through the legacy API is visible on the next public read, under a new ETag', async () => {
    const before = await rawGet('/faqs/read.php');
    const faq = json(before).data[0];
    restore.push(async () => api.post('/faqs/update.php', { cookie: await admin(), json: { id: faq.id, question: faq.question, answer: faq.answer } }));

    const edited = await api.post('/faqs/update.php', { cookie: await admin(), json: { id: faq.id, question: faq.question, answer: 'Answered through the API.' } });
    expect(edited.status).toBe(200);

    const after = await rawGet('/faqs/read.php', { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json(after).data.find((item: { id: number }) => item.id === faq.id).answer).toBe('Answered through the API.');
  });

  it('an edit through the Strapi console (Document Service) is visible on the next public read', async () => {
    const before = await rawGet('/services/public_read.php');
    const service = json(before).records[0];
    const entry = (await consoleEntries(SERVICE_UID)).find((item) => item.id === service.id)!;
    restore.push(() => consoleCall('PUT', `${SERVICE_UID}/${entry.documentId}`, { title: service.title }));

    await consoleCall('PUT', `${SERVICE_UID}/${entry.documentId}`, { title: 'Renamed in the console' });

    const after = await rawGet('/services/public_read.php', { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json(after).records.find((item: { id: number }) => item.id === service.id).title).toBe('Renamed in the console');
  });

  it('an FAQ created and then deleted in the console appears and disappears on the next reads', async () => {
    const created = (await consoleCall('POST', FAQ_UID, { question: 'Made in the console?', answer: 'Yes.', category: 'general', visibility: 'active', orderIndex: 999 })).data;
    const withIt = json(await rawGet('/faqs/read.php')).data as Array<{ question: string }>;
    expect(withIt.map((faq) => faq.question)).toContain('Made in the console?');

    await consoleCall('DELETE', `${FAQ_UID}/${created.documentId}`);
    const without = json(await rawGet('/faqs/read.php')).data as Array<{ question: string }>;
    expect(without.map((faq) => faq.question)).not.toContain('Made in the console?');
  });

  it('a settings edit through the console is visible on the next public read', async () => {
    const before = json(await rawGet('/settings/read.php')).data;
    const path = '/content-manager/single-types/api::setting.setting';
    const headers = { Authorization: `Bearer ${await consoleToken()}` };
    restore.push(() => call('PUT', path, { headers, json: { careAvailability: before.care_availability } }));

    const edited = await call('PUT', path, { headers, json: { careAvailability: 'Around the clock' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(json(await rawGet('/settings/read.php')).data.care_availability).toBe('Around the clock');
  });
});

describe('cached public reads answered before the middleware chain (issue 15)', () => {
  const ALL_READS = [...READS, '/gallery/read.php', '/team/read.php', '/testimonials/read.php'];
  /**
   * The same read spelled in capitals and with a query string never asked before: the early path
   * answers only requests exactly like one the stack answered from the cache, so the stack answers it.
   */
  let asked = 0;
  const throughStack = (path: string) => `${path.replace(/^\/[a-z]+/, (folder) => folder.toUpperCase())}?stack=${(asked += 1)}`;
  const comparable = ({ headers: { date: _date, ...headers } }: Raw) => headers;

  it.each(ALL_READS)('%s: the same status, headers and bytes as the stack gives, for each kind of request', async (path) => {
    // The first answers fill the cache and show the early answers the stack's headers.
    for (let i = 0; i < 3; i += 1) expect((await rawCall('GET', path)).status).toBe(200);
    const kinds: Array<[string, Record<string, string>]> = [
      ['GET', {}],
      ['GET', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['GET', { 'Accept-Encoding': 'gzip' }],
      ['HEAD', { 'Accept-Encoding': 'br' }],
    ];
    for (const [method, headers] of kinds) {
      // A reply is compressed fast when made and again at the best quality a second later
      // (site/representation.ts): when that swap falls between the two answers, their compressed
      // bytes differ for a moment, so the pair is asked again until both come from one version.
      const early = await vi.waitFor(
        async () => {
          const [first, second] = [await rawCall(method, path, headers), await rawCall(method, throughStack(path), headers)];
          expect(first.status, `${method} ${JSON.stringify(headers)}`).toBe(200);
          expect(second.status).toBe(200);
          expect(comparable(first), `${method} ${JSON.stringify(headers)}`).toEqual(comparable(second));
          expect(first.body.equals(second.body)).toBe(true);
          return first;
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(early.headers['content-security-policy']).toBeDefined();

      const conditional = { ...headers, 'If-None-Match': early.headers.etag! };
      const [early304, stack304] = [await rawCall(method, path, conditional), await rawCall(method, throughStack(path), conditional)];
      expect(early304.status).toBe(304);
      expect(comparable(early304), `${method} 304`).toEqual(comparable(stack304));
      expect(early304.body).toHaveLength(0);
    }
  });

  it('a write is seen at once through the early answers too', async () => {
    const before = await rawCall('GET', '/faqs/read.php');
    await rawCall('GET', '/faqs/read.php');
    const made = await api.post('/faqs/create.php', { cookie: await admin(), json: { question: 'Early answers see writes?', answer: 'Yes.' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const after = await rawCall('GET', '/faqs/read.php');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString('utf8')).toContain('Early answers see writes?');
    await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: made.body.data.id } });
  });
});

describe('cached pages answered before the middleware chain (issue 31)', () => {
  /** A page request as a browser sends it, with the path sent byte for byte. */
  const rawPage = (method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> =>
    new Promise((resolve, reject) => {
      http
        .request(`${baseUrl()}${path}`, { method, headers: { Accept: 'text/html', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  let asked = 0;
  /** The same page with a query parameter no route reads, never asked before: the stack answers it. */
  const throughStack = (path: string) => `${path}${path.includes('?') ? '&' : '?'}stack=${(asked += 1)}`;
  const comparable = ({ headers: { date: _date, ...headers } }: Raw) => headers;

  it.each([
    ['/', 200],
    ['/faq', 200],
    ['/about', 200],
    ['/no-such-page', 404],
  ])('%s: the same status, headers and bytes as the stack gives', async (path, status) => {
    for (let i = 0; i < 2; i += 1) expect((await rawPage('GET', path)).status).toBe(status);
    const kinds: Record<string, string>[] = [{}, { 'Accept-Encoding': 'gzip, deflate, br' }, { 'Accept-Encoding': 'gzip' }];
    for (const headers of kinds) {
      const early = await rawPage('GET', path, headers);
      const stack = await rawPage('GET', throughStack(path), headers);
      expect(early.status).toBe(status);
      expect(comparable(early), JSON.stringify(headers)).toEqual(comparable(stack));
      expect(early.body.equals(stack.body)).toBe(true);
      const conditional = { ...headers, 'If-None-Match': early.headers.etag! };
      const [early304, stack304] = [await rawPage('GET', path, conditional), await rawPage('GET', throughStack(path), conditional)];
      expect(early304.status).toBe(status === 200 ? 304 : status);
      expect(comparable(early304)).toEqual(comparable(stack304));
    }
  });

  it('a write shows on the very next page load, early path or not', async () => {
    for (let i = 0; i < 2; i += 1) await rawPage('GET', '/faq');
    const question = `Do pages see writes at once ${Date.now()}?`;
    const made = await api.post('/faqs/create.php', { cookie: await admin(), json: { question, answer: 'Yes, on the next load.' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    try {
      expect((await rawPage('GET', '/faq')).body.toString('utf8')).toContain(question);
    } finally {
      await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: made.body.data.id } });
    }
    expect((await rawPage('GET', '/faq')).body.toString('utf8')).not.toContain(question);
  });
});
