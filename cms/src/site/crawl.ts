/**
 * Whether search engines may list this deployment. SITE_INDEXING=off marks a staging or test
 * copy: robots.txt disallows everything and every page says noindex. Read on each request, so a
 * change needs no new build.
 */
export const indexingAllowed = () => !/^(off|false|0|no)$/i.test((process.env.SITE_INDEXING ?? '').trim());

/** The server's own paths stay out of search engines; the sitemap lists the site's pages. */
export const robotsTxt = (siteUrl: string, indexing: boolean) =>
  indexing
    ? ['User-agent: *', 'Disallow: /admin', 'Disallow: /cms', 'Disallow: /backend', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
    : ['User-agent: *', 'Disallow: /', ''].join('\n');

const xml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const day = (value: string | null) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
};

/** sitemaps.org's urlset of the pages the web app lists (its renderer's sitemapEntries), each with its last change. */
export const sitemapXml = (siteUrl: string, entries: { path: string; lastmod: string | null }[]) => {
  const urls = entries.map(({ path, lastmod }) => {
    const mod = day(lastmod);
    return `  <url><loc>${xml(siteUrl + path)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
};
