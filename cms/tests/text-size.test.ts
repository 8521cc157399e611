import { describe, expect, it } from 'vitest';
import { call, type Reply } from './helpers/http';

/**
 * The header's text size without JavaScript (issue 46, part 6; decision 0047): the buttons post to
 * site/text_size.php, which keeps the size in a cookie and sends the visitor back to the page,
 * which the server then draws at that size; and a kept page is never sent at another visitor's size.
 */
const ROUTE = '/backend/api/site/text_size.php';
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

const choose = (form: Record<string, string>, options: { path?: string; headers?: Record<string, string> } = {}) =>
  call('POST', options.path ?? ROUTE, { form, headers: { ...SAME_SITE, ...options.headers } });

const textSizeCookie = (reply: Reply) => reply.headers.getSetCookie().find((line) => line.startsWith('text_size='));
const page = (path: string, cookie?: string) => call('GET', path, { cookie, headers: { Accept: 'text/html' } });
const rootOf = (reply: Reply) => /<html[^>]*>/.exec(reply.text)?.[0];
const pressed = (reply: Reply) => [...reply.text.matchAll(/<button[^>]*name="text_size"[^>]*>/g)].filter(([tag]) => tag.includes('aria-pressed="true"')).map(([tag]) => /value="(\w+)"/.exec(tag)?.[1]);

describe('site/text_size.php', () => {
  it('keeps a larger size in a cookie the page can read and sends the visitor back to the page (303)', async () => {
    const reply = await choose({ text_size: 'larger', back: '/costs?x=1#fees' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/costs?x=1');
    const cookie = textSizeCookie(reply);
    expect(cookie).toMatch(/^text_size=larger; path=\/; expires=[^;]+; samesite=lax$/i);
    expect(cookie).not.toMatch(/httponly/i);
    expect(reply.headers.getSetCookie().some((line) => line.startsWith('text_size.sig'))).toBe(false);
  });

  it('takes the standard size as no cookie at all', async () => {
    const reply = await choose({ text_size: 'standard', back: '/about' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/about');
    expect(textSizeCookie(reply)).toMatch(/^text_size=; path=\/; expires=Thu, 01 Jan 1970/i);
  });

  it.each([['huge'], [''], ['LARGER'], ['large; path=/admin'], ['constructor'], ['toString']])('refuses the size %j and sets nothing', async (size) => {
    const reply = await choose({ text_size: size, back: '/about' });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('location')).toBeNull();
    expect(textSizeCookie(reply)).toBeUndefined();
  });

  it('refuses a body without a size', async () => {
    const reply = await call('POST', ROUTE, { json: {}, headers: SAME_SITE });
    expect(reply.status).toBe(400);
    expect(textSizeCookie(reply)).toBeUndefined();
  });

  it.each([
    ['//evil.example/page'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [`/${'a'.repeat(2001)}`],
  ])('never sends the visitor off the site: back=%j goes home', async (back) => {
    const reply = await choose({ text_size: 'large', back });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/');
  });

  it('writes the way back percent-encoded: no line break or header reaches the answer', async () => {
    const reply = await choose({ text_size: 'large', back: '/about\r\nSet-Cookie: afh_session=stolen' });
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location') ?? '';
    expect(location.startsWith('/about')).toBe(true);
    expect(location).not.toMatch(/[\r\n ]/);
    expect(reply.headers.getSetCookie().some((line) => line.startsWith('afh_session'))).toBe(false);
  });

  it.each([[ROUTE], [ROUTE.toUpperCase().replace('/BACKEND/API', '/backend/api')], [`${ROUTE}/`]])('refuses a post from another site, at %s', async (path) => {
    const reply = await choose({ text_size: 'large', back: '/' }, { path, headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } });
    expect([403, 404]).toContain(reply.status);
    expect(textSizeCookie(reply)).toBeUndefined();
  });

  it('is a post only', async () => {
    const reply = await call('GET', `${ROUTE}?text_size=large&back=/`);
    expect(reply.status).not.toBe(303);
    expect(textSizeCookie(reply)).toBeUndefined();
  });
});

describe('pages at the visitor\'s text size', () => {
  it('draws the page at the size of the cookie from the first byte, with its button pressed', async () => {
    const larger = await page('/about', 'text_size=larger');
    expect(larger.status).toBe(200);
    expect(rootOf(larger)).toContain('data-text-size="larger"');
    expect(pressed(larger)).toEqual(['larger']);
    expect(larger.headers.get('vary') ?? '').toMatch(/cookie/i);
  });

  it('never sends a page kept for one size to a visitor of another', async () => {
    // Each asked twice, in turns: the second answers come from what the server keeps.
    for (let round = 0; round < 2; round++) {
      const large = await page('/about', 'text_size=large');
      const standard = await page('/about');
      const larger = await page('/about', 'other=1; text_size=larger');
      expect(rootOf(large)).toContain('data-text-size="large"');
      expect(pressed(large)).toEqual(['large']);
      expect(rootOf(standard)).not.toContain('data-text-size');
      expect(pressed(standard)).toEqual(['standard']);
      expect(rootOf(larger)).toContain('data-text-size="larger"');
      expect(new Set([large.headers.get('etag'), standard.headers.get('etag'), larger.headers.get('etag')]).size).toBe(3);
    }
  });

  it('draws any other value of the cookie at the standard size, as the same kept page', async () => {
    const standard = await page('/faq');
    for (const value of ['huge', 'LARGE', '"larger"', 'larger%00', '<script>']) {
      const reply = await page('/faq', `text_size=${encodeURIComponent(value)}`);
      expect(rootOf(reply)).not.toContain('data-text-size');
      expect(reply.headers.get('etag')).toBe(standard.headers.get('etag'));
    }
  });

  it('draws the buttons as a form that posts to site/text_size.php with the way back to the page', async () => {
    const reply = await page('/services/personal-care');
    expect(reply.text).toMatch(/<form method="post" action="\/backend\/api\/site\/text_size.php"/);
    expect(reply.text).toMatch(/<div role="group" aria-labelledby="text-size-label"/);
    expect(reply.text).toContain('<input type="hidden" name="back" value="/services/personal-care"/>');
  });
});
