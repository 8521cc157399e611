import type { SiteContent } from './content';
import { escapeHtml, jsonForScript } from './escape';
import { breadcrumbList, faqPage, localBusiness } from './json-ld';
import type { Page } from './routes';

const PRELOAD_HOME = /<!-- preload:home -->[\s\S]*?<!-- \/preload:home -->\s*/g;
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The document title the web app sets too (usePageMeta): 'Title | Business name'. */
export const documentTitle = (title: string, businessName: string) => (title ? `${title} | ${businessName}` : businessName);

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`);

export type HeadInput = { page: Page; content: SiteContent; siteUrl: string; path: string; indexing: boolean };

/** The page's tags: title, description, canonical, robots, Open Graph, Twitter card, JSON-LD. */
export const headTags = ({ page, content, siteUrl, path, indexing }: HeadInput): string => {
  const { settings } = content;
  const title = documentTitle(page.title, settings.business_name);
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const image = absolute(siteUrl, page.image);
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
  ];
  if (page.noindex || !indexing) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  if (page.status === 200) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  tags.push(
    meta('property', 'og:site_name', settings.business_name),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    ...(page.status === 200 ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
  );

  const blocks: unknown[] = [];
  if (page.business) blocks.push(localBusiness(settings, siteUrl));
  if (page.faqs) blocks.push(faqPage(content.faqs, url));
  if (page.breadcrumb) {
    const { section, sectionPath, title: itemTitle } = page.breadcrumb;
    blocks.push(breadcrumbList(siteUrl, [{ name: 'Home', path: '/' }, { name: section, path: sectionPath }, { name: itemTitle, path }]));
  }
  for (const block of blocks) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return tags.join('\n    ');
};

/**
 * The built index.html with this page's head: the tags take the place of the static title (early
 * in the head, before the scripts and styles), the static description goes, and the home page's
 * preload block is kept only on '/'.
 */
export const renderDocument = (template: string, input: HeadInput): string => {
  const tags = headTags(input);
  let html = template.replace(DESCRIPTION, '');
  if (input.path !== '/') html = html.replace(PRELOAD_HOME, '');
  if (TITLE.test(html)) return html.replace(TITLE, () => `${tags}\n    `);
  const close = html.search(/<\/head>/i);
  return close === -1 ? html.replace(/<body/i, () => `<head>${tags}</head><body`) : `${html.slice(0, close)}${tags}\n${html.slice(close)}`;
};
