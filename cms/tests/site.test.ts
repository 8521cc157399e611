import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootOf } from './helpers/html';
import { baseUrl, call, expectFailure } from './helpers/http';

/** The built site the shared server serves (tests/global-setup.ts). */
const SITE_DIR = path.resolve(__dirname, '../../web/dist');
/** A redirect that stays on this site: a path, never `//host` or `/\\host` (which a browser reads as another site). */
const SAME_SITE_PATH = /^\/(?![/\\])/;
/** A page drawn by the server: its <div id="root"> holds the page's markup. */
const isDrawn = (html: string) => /^(?:<!--\$-->)?<div\b/.test(rootOf(html) ?? '');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A GET with the path sent byte for byte (fetch would resolve the dot segments first). */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl());
    const request = http.request({ hostname, port, path, method: 'GET', headers: { Accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });

describe('the built site', () => {
  it.each(['/', '/about', '/services/personal-care', '/programs/creative-arts', '/contact?sent=1'])(
    'GET %s answers 200 with the page drawn by the server and Cache-Control no-cache',
    async (page) => {
      const reply = await call('GET', page, { headers: { Accept: 'text/html' } });
      expect(reply.status, `redirected to ${reply.headers.get('location')}`).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      expect(isDrawn(reply.text)).toBe(true);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('a page carries a strong ETag per encoding and answers a revalidation with 304 and no body', async () => {
    const page = (headers: Record<string, string>) => fetch(`${baseUrl()}/about`, { headers: { Accept: 'text/html', ...headers } });
    const plain = await page({ 'Accept-Encoding': 'identity' });
    const brotli = await page({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const [plainTag, brTag] = [plain.headers.get('etag'), brotli.headers.get('etag')];
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(brTag).not.toBe(plainTag);
    expect(await brotli.text()).toBe(await plain.text());

    const again = await page({ 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': brTag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another page, or another representation, is not the one the browser holds.
    expect((await page({ 'Accept-Encoding': 'identity', 'If-None-Match': brTag! })).status).toBe(200);
    const faq = await fetch(`${baseUrl()}/faq`, { headers: { Accept: 'text/html', 'If-None-Match': plainTag! } });
    expect(faq.status).toBe(200);
  });

  it('an unknown page is a 404 with the page, never a 304', async () => {
    const first = await fetch(`${baseUrl()}/no-such-page`, { headers: { Accept: 'text/html' } });
    expect(first.status).toBe(404);
    expect(isDrawn(await first.text())).toBe(true);
    const again = await fetch(`${baseUrl()}/no-such-page`, { headers: { Accept: 'text/html', 'If-None-Match': first.headers.get('etag') ?? '*' } });
    expect(again.status).toBe(404);
  });

  it('a page is answered whatever the Accept header says', async () => {
    const reply = await call('GET', '/faq');
    expect(reply.status).toBe(200);
    expect(isDrawn(reply.text)).toBe(true);
  });

  it('a hashed asset is served with a year-long immutable cache', async () => {
    const script = readdirSync(path.join(SITE_DIR, 'assets')).find((name) => /^[\w.-]+-[\w-]{8}\.js$/.test(name));
    expect(script, 'a hashed script in web/dist/assets').toBeDefined();
    const reply = await call('GET', `/assets/${script}`);
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(readFileSync(path.join(SITE_DIR, 'assets', script!), 'utf8'));
    expect(reply.headers.get('content-type')).toMatch(/javascript/);
    expect(reply.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('another file of the site is served without the immutable cache', async () => {
    const reply = await call('GET', '/favicon.svg');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(readFileSync(path.join(SITE_DIR, 'favicon.svg'), 'utf8'));
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(reply.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });

  it.each(['/missing.js', '/assets/index-Missing.js', '/logo.png'])('a missing file %s answers 404, not a page', async (file) => {
    const reply = await call('GET', file);
    expect(reply.status).toBe(404);
    expect(rootOf(reply.text)).toBeNull();
  });

  it('the build\'s own dot files (its manifest) are not served', async () => {
    const reply = await call('GET', '/.vite/manifest.json');
    expect(reply.status).toBe(404);
  });

  it('an admin page load (/admin/users with Accept text/html) gets the app shell, for the browser to draw', async () => {
    const reply = await call('GET', '/admin/users', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(reply.status).toBe(200);
    expect(rootOf(reply.text)).toBe('');
    expect(reply.text).toContain('<div id="root"></div>');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('an unknown API path answers a JSON 404 {success: false}', async () => {
    const reply = await call('GET', '/backend/api/nope.php', { headers: { Accept: 'text/html' } });
    expectFailure(reply, 404);
    expect(reply.headers.get('content-type')).toMatch(/json/);
    expect(rootOf(reply.text)).toBeNull();
  });

  it.each(['POST', 'PUT', 'DELETE'])('an unknown API path called with %s also answers a JSON 404', async (method) => {
    const reply = await call(method, '/backend/api/services/nope.php', { json: {} });
    expectFailure(reply, 404);
    expect(reply.headers.get('content-type')).toMatch(/json/);
  });

  it('a known API path called with the wrong method answers 404 or 405 in the JSON shape', async () => {
    const reply = await call('POST', '/backend/api/services/public_read.php', { json: {} });
    expect([404, 405]).toContain(reply.status);
    expect(reply.headers.get('content-type')).toMatch(/json/);
    expect(reply.body.success).toBe(false);
  });

  it.each(['/../../etc/passwd', '/assets/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/backend/uploads/images/..%2f..%2fetc%2fpasswd'])(
    'a path that climbs out of the site folder (%s) is not served',
    async (climb) => {
      const reply = await rawGet(climb);
      expect(reply.body).not.toMatch(/root:.*:0:0:/);
      // A page of the site or the router's redirect to its canonical spelling (both the router's own
      // answer to the path), or a refusal.
      if (reply.status === 200) expect(rootOf(reply.body)).not.toBeNull();
      else if (reply.status >= 300 && reply.status < 400) expect(reply.location).toMatch(SAME_SITE_PATH);
      else expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    },
  );

  it.each(['//evil.example/', '///evil.example/', '/%2F%2Fevil.example/', '/\\evil.example/', '//evil.example//'])(
    'a path the router sends to its canonical spelling (%s) is never sent to another site',
    async (odd) => {
      const reply = await rawGet(odd);
      expect(reply.status).toBeLessThan(500);
      if (reply.status >= 300 && reply.status < 400) expect(reply.location).toMatch(SAME_SITE_PATH);
    },
  );
});
