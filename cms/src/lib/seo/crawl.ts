import type { SiteContent } from './content';
import { slugify } from './format';
import { STATIC_ROUTES } from './routes';

/**
 * Whether search engines may list this deployment. SITE_INDEXING=off marks a staging or test
 * copy: robots.txt disallows everything and every page says noindex. Read on each request, so a
 * change needs no new build.
 */
export const indexingAllowed = () => !/^(off|false|0|no)$/i.test((process.env.SITE_INDEXING ?? '').trim());

export const robotsTxt = (siteUrl: string, indexing: boolean) =>
  indexing
    ? ['User-agent: *', 'Disallow: /admin', 'Disallow: /cms', 'Disallow: /backend', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
    : ['User-agent: *', 'Disallow: /', ''].join('\n');

const xml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const day = (value: string | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : '');
const latest = (...dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort().at(-1) ?? null;

/**
 * Every public page that search engines should list, and every active service and program under
 * the slug the web app derives from its title, each with the date its content last changed.
 */
export const sitemapXml = (siteUrl: string, content: SiteContent) => {
  const settingsDate = content.settings.updatedAt;
  const newest = (items: { updatedAt: string }[]) => latest(settingsDate, ...items.map((item) => item.updatedAt));
  const lastmod: Record<string, string | null> = {
    '/services': newest(content.services),
    '/programs': newest(content.programs),
    '/faq': newest(content.faqs),
    '/': newest([...content.services, ...content.programs]),
  };
  const entries: { path: string; date: string | null }[] = [];
  for (const [path, build] of Object.entries(STATIC_ROUTES)) {
    if (!build(content).noindex) entries.push({ path, date: lastmod[path] ?? settingsDate });
  }
  const seen = new Set<string>();
  for (const kind of ['services', 'programs'] as const) {
    for (const item of content[kind]) {
      const path = `/${kind}/${slugify(item.title)}`;
      // Two titles with one slug show the first item (the app's find); list the page once.
      if (seen.has(path) || !slugify(item.title)) continue;
      seen.add(path);
      entries.push({ path, date: latest(item.updatedAt) });
    }
  }
  const urls = entries.map(({ path, date }) => {
    const mod = day(date);
    return `  <url><loc>${xml(siteUrl + path)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
};
