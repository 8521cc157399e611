import type { SitemapEntry } from '@afh/contract/site';

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

/** Google's way of listing a page's other languages in a sitemap: `xhtml:link` elements under its `url`. */
const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * sitemaps.org's urlset of the pages the web app lists (its renderer's sitemapEntries), each with its
 * last change and (issue 47) the same page in each language the home offers, `x-default` included,
 * as the renderer names them. An English-only site's sitemap has no alternates and no xhtml namespace.
 */
export const sitemapXml = (siteUrl: string, entries: SitemapEntry[]) => {
  const urls = entries.map(({ path, lastmod, alternates = [] }) => {
    const mod = day(lastmod);
    const links = alternates.map(({ hreflang, path: other }) => `<xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(siteUrl + other)}"/>`).join('');
    return `  <url><loc>${xml(siteUrl + path)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}${links}</url>`;
  });
  const namespaces = entries.some((entry) => entry.alternates?.length) ? ` xmlns:xhtml="${XHTML}"` : '';
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`, ...urls, '</urlset>', ''].join('\n');
};
