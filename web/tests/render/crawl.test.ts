import { describe, expect, it } from 'vitest';
import { pageUrl, sitemapEntries } from '../../src/entry-server';
import { PROGRAMS, replies, SERVICES, SETTINGS, SITE } from './fixtures';
import { render } from './render';

const PUBLIC_PATHS = ['/', '/about', '/our-home', '/services', '/programs', '/faq', '/costs', '/contact', '/privacy', '/terms', '/consumer-health-data'];

describe('the pages listed for search engines (sitemap.xml)', () => {
  it('lists every public page, home first, and no sign-in or admin page', () => {
    const paths = sitemapEntries(replies()).map((entry) => entry.path);
    expect(paths[0]).toBe('/');
    for (const path of PUBLIC_PATHS) expect(paths).toContain(path);
    expect(paths.filter((path) => /\/(login|register|forgot-password|reset-password|admin)/.test(path))).toEqual([]);
  });

  it('lists exactly the services and programs of the public replies under the slugs their pages answer to, dated by their last change', () => {
    const entries = sitemapEntries(replies());
    expect(entries.filter((entry) => /^\/(services|programs)\//.test(entry.path))).toEqual([
      { path: '/services/personal-care', lastmod: SERVICES[0].updated_at },
      { path: '/services/medical-care', lastmod: SERVICES[1].updated_at },
      { path: '/programs/creative-arts', lastmod: PROGRAMS[0].updated_at },
      { path: '/programs/social-events', lastmod: PROGRAMS[1].updated_at },
    ]);
    const fewer = sitemapEntries(replies({ programs: PROGRAMS.slice(0, 1) })).map((entry) => entry.path);
    expect(fewer).not.toContain('/programs/social-events');
  });

  it('dates each list by its newest item, and the pages drawn from the settings by the settings', () => {
    const lastmod = Object.fromEntries(sitemapEntries(replies()).map((entry) => [entry.path, entry.lastmod]));
    expect(lastmod['/services']).toBe(SERVICES[1].updated_at);
    expect(lastmod['/programs']).toBe(PROGRAMS[1].updated_at);
    expect(lastmod['/']).toBe(PROGRAMS[1].updated_at);
    expect(lastmod['/about']).toBe(SETTINGS.updated_at);
  });

  it('every listed page renders with status 200 and names itself as canonical', async () => {
    for (const { path } of sitemapEntries(replies())) {
      const { status, page } = await render(path);
      expect(status, path).toBe(200);
      expect(page.link('canonical'), path).toEqual([`${SITE.url}${path}`]);
    }
  });
});

describe('the URL of the page a request asks for (one rendering per URL)', () => {
  it.each([
    ['/about', '/about'],
    ['/about?utm_source=newsletter', '/about'],
    ['/contact?type=tour&utm_source=newsletter', '/contact?type=tour'],
    ['/contact?sent=0&error=Phone%20is%20required', '/contact?sent=0&error=Phone+is+required'],
    ['/admin/settings?tab=1', '/admin/settings'],
  ])('%s is the page %s', (url, page) => {
    expect(pageUrl(url)).toBe(page);
  });
});

describe('a deployment that search engines should not list (indexing off)', () => {
  const staging = { url: 'https://staging.cedar-grove-afh.example', indexing: false };

  it.each(['/', '/services/personal-care', '/faq', '/about'])('%s says noindex in its head and in the X-Robots-Tag header, and is still drawn whole', async (path) => {
    const { status, page, headers, root } = await render(path, { site: staging });
    expect(status).toBe(200);
    expect(page.meta('robots')).toEqual(['noindex, nofollow']);
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(root).toMatch(/^(?:<!--\$-->)?<div\b/);
  });

  it('names its own address in absolute links', async () => {
    const { page } = await render('/about', { site: staging });
    expect(page.link('canonical')).toEqual(['https://staging.cedar-grove-afh.example/about']);
    expect(page.meta('og:url')).toEqual(['https://staging.cedar-grove-afh.example/about']);
  });
});
