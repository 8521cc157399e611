import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headOf, rootOf } from './helpers/html';
import { startInstance, type Instance } from './helpers/instance';

// A staging copy (SITE_INDEXING=off) needs its own server: the shared one is a production-like site.
// It serves the real built site (tests/global-setup.ts built it), renderer included, as the shared one does.
let server: Instance;
beforeAll(async () => {
  server = await startInstance({ SITE_INDEXING: 'off', PUBLIC_URL: 'https://staging.example.org', WEB_DIST_DIR: path.resolve(__dirname, '../../web/dist') });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('a deployment marked SITE_INDEXING=off', () => {
  it('robots.txt disallows everything and names no sitemap', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each(['/', '/services/personal-care', '/faq'])('%s says noindex in its head and in the X-Robots-Tag header', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(rootOf(html)).toMatch(/^(?:<!--\$-->)?<div\b/);
    const page = headOf(html);
    expect(page.meta('robots')).toEqual(['noindex, nofollow']);
  });

  it('absolute addresses use PUBLIC_URL, whatever the request came to', async () => {
    const page = headOf(await (await fetch(`${server.baseUrl}/about`)).text());
    expect(page.link('canonical')).toEqual(['https://staging.example.org/about']);
    expect(page.meta('og:url')).toEqual(['https://staging.example.org/about']);
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await sitemap.text()).toContain('<loc>https://staging.example.org/services</loc>');
  });
});
