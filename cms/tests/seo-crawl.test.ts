import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@afh/contract/rules';
import { admin } from './helpers/content';
import { api, baseUrl, call } from './helpers/http';

// robots.txt and sitemap.xml as the site serves them. Which pages the sitemap lists is the web
// app's (sitemapEntries, tested in web/tests/render/crawl.test.ts); here, that the CMS writes them
// from the current public replies under the site's address.

const sitemap = async () => {
  const reply = await call('GET', '/sitemap.xml');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/xml/);
  const entries = [...reply.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }));
  return { text: reply.text, entries, locs: entries.map((entry) => entry.loc) };
};

const day = (value: string) => new Date(value).toISOString().slice(0, 10);

describe('robots.txt', () => {
  it('without PUBLIC_URL, names the address asked for and says it varies by Host (so no cache mixes them)', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/']) {
      const reply = await call('GET', path, { headers: { Accept: 'text/html' } });
      expect(reply.headers.get('vary') ?? '', path).toMatch(/\bhost\b/i);
    }
  });

  it('allows the public site, disallows /admin, /cms and /backend, and points to the sitemap by its absolute address', async () => {
    const reply = await call('GET', '/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text.split('\n')).toEqual(['User-agent: *', 'Disallow: /admin', 'Disallow: /cms', 'Disallow: /backend', '', `Sitemap: ${baseUrl()}/sitemap.xml`, '']);
  });
});

describe('sitemap.xml', () => {
  let inactive: { id: number; title: string };

  beforeAll(async () => {
    const reply = await api.post('/programs/create.php', { cookie: await admin(), json: { title: 'Retired Program', status: 'inactive' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    inactive = reply.body.data;
  });
  afterAll(async () => {
    await api.delete(`/programs/delete.php?id=${inactive.id}`, { cookie: await admin() });
  });

  it('is a sitemaps.org urlset', async () => {
    const { text } = await sitemap();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(text.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists exactly the active services and programs of the public reads under the slugs the site uses, dated by their last change', async () => {
    const { entries } = await sitemap();
    for (const kind of ['services', 'programs'] as const) {
      const active = (await api.get(`/${kind}/public_read.php`)).body.records as { title: string; updated_at: string }[];
      const listed = entries.filter((entry) => entry.loc.startsWith(`${baseUrl()}/${kind}/`));
      expect(listed).toEqual(active.map((item) => ({ loc: `${baseUrl()}/${kind}/${slugify(item.title)}`, lastmod: day(item.updated_at) })));
    }
    expect(entries.map((entry) => entry.loc)).not.toContain(`${baseUrl()}/programs/${slugify(inactive.title)}`);
  });

  it('gives every page a lastmod date in W3C format', async () => {
    const { entries } = await sitemap();
    for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a newly activated program at once', async () => {
    const reply = await api.put('/programs/update.php', { cookie: await admin(), json: { id: inactive.id, status: 'active' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await sitemap()).locs).toContain(`${baseUrl()}/programs/retired-program`);
    await api.put('/programs/update.php', { cookie: await admin(), json: { id: inactive.id, status: 'inactive' } });
    expect((await sitemap()).locs).not.toContain(`${baseUrl()}/programs/retired-program`);
  });
});
