import { describe, expect, it } from 'vitest';
import { currentHead } from './document-head';
import type { PublicReplies } from '@afh/contract/site';
import { sitemapPaths } from './sitemap';

const replies = (overrides: Partial<PublicReplies> = {}): PublicReplies => ({
  services: { records: [] },
  programs: { records: [] },
  faqs: { success: true, data: [] },
  settings: { success: true, data: null },
  gallery: { records: [] },
  team: { records: [] },
  testimonials: { records: [] },
  ...overrides,
});

const ROUTES = [
  { id: '__root__', fullPath: '/' },
  { id: '/_site', fullPath: '' },
  { id: '/_site/', fullPath: '/' },
  { id: '/_site/about', fullPath: '/about' },
  { id: '/_site/services/', fullPath: '/services/' },
  { id: '/_site/services/$slug', fullPath: '/services/$slug' },
  { id: '/login', fullPath: '/login' },
  { id: '/admin/users', fullPath: '/admin/users' },
];

const item = (title: string, updated_at: string) => ({ title, updated_at }) as never;

describe('sitemapPaths', () => {
  it('lists the public routes without a parameter, home first, and never sign-in or the admin', () => {
    expect(sitemapPaths(ROUTES, replies()).map((entry) => entry.path)).toEqual(['/', '/about', '/services']);
  });

  it('on a site that offers Spanish (issue 47), lists each page in each language, each naming both and x-default', () => {
    const settings = { success: true, data: { languages: ['es'] } } as unknown as PublicReplies['settings'];
    const entries = sitemapPaths(ROUTES, replies({ settings }));
    expect(entries.map((entry) => entry.path)).toEqual(['/', '/es/', '/about', '/es/about', '/services', '/es/services']);
    expect(entries[3].alternates).toEqual([
      { hreflang: 'en', path: '/about' },
      { hreflang: 'es', path: '/es/about' },
      { hreflang: 'x-default', path: '/about' },
    ]);
    expect(sitemapPaths(ROUTES, replies()).every((entry) => entry.alternates === undefined)).toBe(true);
  });

  it('lists a page in a language without interface text (issue 47) only where the owner translated one of its texts, and names it only there', () => {
    const settings = { success: true, data: { languages: ['es', 'vi'] } } as unknown as PublicReplies['settings'];
    const services = { records: [item('Personal Care', '2026-03-01T00:00:00Z'), item('Medical Care', '2026-03-02T00:00:00Z')] };
    // In Vietnamese, the first service has its title translated, the second nothing; every record keeps its English slug.
    const inVietnamese = replies({
      settings,
      services: {
        records: [
          { title: 'Chăm sóc cá nhân', description: 'Giúp đỡ', slug: 'personal-care', untranslated: ['description'], updated_at: '2026-03-01T00:00:00Z' },
          { title: 'Medical Care', description: 'Care', slug: 'medical-care', untranslated: ['title', 'description'], updated_at: '2026-03-02T00:00:00Z' },
        ] as never,
      },
    });
    const entries = sitemapPaths(ROUTES, replies({ settings, services }), { vi: inVietnamese });
    expect(entries.map((entry) => entry.path)).toEqual([
      ...['/', '/es/', '/vi/', '/about', '/es/about', '/services', '/es/services', '/vi/services'],
      ...['/services/personal-care', '/es/services/personal-care', '/vi/services/personal-care', '/services/medical-care', '/es/services/medical-care'],
    ]);
    expect(entries.find((entry) => entry.path === '/vi/services/personal-care')?.alternates).toEqual([
      { hreflang: 'en', path: '/services/personal-care' },
      { hreflang: 'es', path: '/es/services/personal-care' },
      { hreflang: 'vi', path: '/vi/services/personal-care' },
      { hreflang: 'x-default', path: '/services/personal-care' },
    ]);
    expect(entries.find((entry) => entry.path === '/about')?.alternates?.map((alternate) => alternate.hreflang)).toEqual(['en', 'es', 'x-default']);
    // Vietnamese alone: a page not in it is listed once, without alternates.
    const only = { success: true, data: { languages: ['vi'] } } as unknown as PublicReplies['settings'];
    const alone = sitemapPaths(ROUTES, replies({ settings: only, services }), { vi: { ...inVietnamese, settings: only } });
    expect(alone.map((entry) => entry.path)).toEqual(['/', '/vi/', '/about', '/services', '/vi/services', '/services/personal-care', '/vi/services/personal-care', '/services/medical-care']);
    expect(alone.find((entry) => entry.path === '/about')?.alternates).toBeUndefined();
  });

  it('lists each active service under its slug once, dated by its own change, and dates the lists by their newest item', () => {
    const data = replies({
      services: { records: [item('Personal Care', '2026-03-01T00:00:00Z'), item('Personal  care', '2026-04-01T00:00:00Z'), item('!!!', '2026-05-01T00:00:00Z')] },
      settings: { success: true, data: { updated_at: '2026-02-01T00:00:00Z' } as never },
    });
    const entries = sitemapPaths(ROUTES, data);
    expect(entries.filter((entry) => entry.path.startsWith('/services/'))).toEqual([{ path: '/services/personal-care', lastmod: '2026-03-01T00:00:00Z' }]);
    expect(entries.find((entry) => entry.path === '/services')?.lastmod).toBe('2026-05-01T00:00:00Z');
    expect(entries.find((entry) => entry.path === '/about')?.lastmod).toBe('2026-02-01T00:00:00Z');
  });
});

describe('currentHead', () => {
  it('takes the deepest route’s title and description, as HeadContent does', () => {
    const matches = [
      { meta: [{ title: 'Page not found | Home' }, { name: 'description', content: 'root' }] },
      { meta: undefined },
      { meta: [{ title: 'About Us | Home' }, { name: 'description', content: 'about' }, { property: 'og:title', content: 'x' }] },
    ];
    expect(currentHead(matches)).toEqual({ title: 'About Us | Home', description: 'about' });
    expect(currentHead([{ meta: [{ name: 'robots', content: 'noindex' }] }])).toEqual({ title: undefined, description: undefined });
  });
});
