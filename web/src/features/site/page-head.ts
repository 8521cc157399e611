import type { QueryClient } from '@tanstack/react-query';
import type { SiteAddress } from '@afh/contract/site';
import type { Faq } from '../../lib/types';
import { faqKeys } from './faq-query';
import { settingsKeys, withDefaults } from './settings-query';
import { breadcrumbList, faqPage, localBusiness } from './structured-data';

/**
 * Where the site is being served: absolute links in the head (canonical, Open Graph, structured
 * data) start with `url`, and `indexing: false` marks a staging copy whose every page says noindex.
 * The server gives them per request (PUBLIC_URL, SITE_INDEXING); in the browser they only matter
 * for the title and description, which are all the app changes after a navigation.
 */
export type { SiteAddress };

/** What every route's head() reads: the router's context. */
export type HeadContext = { queryClient: QueryClient; site: SiteAddress };

/** A route's head as TanStack Router takes it: meta tags (title and JSON-LD included) and links. */
export type RouteHead = {
  meta: Array<Record<string, unknown>>;
  links: Array<Record<string, string>>;
};

export const DEFAULT_SHARE_IMAGE = '/images/hero/hero-1-1280.webp';

export type PageHead = {
  /** The page's own title; '' for the home page, whose title is the business name alone. */
  title: string;
  description: string;
  /** The page's canonical path; none for a page that is not found. */
  path?: string;
  /**
   * A site path or absolute URL of the page's picture (Open Graph, Twitter): the site's own
   * illustration, or a stored picture already resolved (resolveImageUrl).
   */
  image?: string;
  ogType?: 'website' | 'article';
  /** A page that search engines should not list (sign-in, admin, not found). */
  noindex?: boolean;
  /** The home as a local business (every public page that exists). */
  business?: boolean;
  /** The page's questions as an FAQPage (/faq). */
  faqs?: boolean;
  /** A detail page's trail: Home, its section, the item. */
  breadcrumb?: { section: string; sectionPath: string; title: string };
  /** More tags for the head (the home page's hero preload). */
  links?: RouteHead['links'];
};

/** 'Title | Business name', or the business name alone for the home page. */
export const documentTitle = (title: string, businessName: string) => (title ? `${title} | ${businessName}` : businessName);

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * A page's head (title, description, robots, canonical, Open Graph and Twitter tags, JSON-LD),
 * from the settings and FAQs in the query cache: the same replies the page itself is drawn from.
 */
export const pageHead = ({ queryClient, site }: HeadContext, page: PageHead): RouteHead => {
  const settings = withDefaults(queryClient.getQueryData(settingsKeys.all));
  const title = documentTitle(page.title, settings.business_name);
  const named = (name: string, content: string) => ({ name, content });

  const meta: RouteHead['meta'] = [{ title }, named('description', page.description)];
  // In the browser only the title and description change after a navigation (document-head.ts):
  // the rest is for crawlers and link previews, which read the server's page, and its code stays
  // out of the browser's bundle.
  if (!import.meta.env.SSR) return { meta, links: [] };
  const url = page.path === undefined ? undefined : `${site.url}${page.path}`;
  const image = absolute(site.url, page.image || DEFAULT_SHARE_IMAGE);
  const property = (key: string, content: string) => ({ property: key, content });
  if (page.noindex || !site.indexing) meta.push(named('robots', 'noindex, nofollow'));
  meta.push(
    property('og:site_name', settings.business_name),
    property('og:type', page.ogType ?? 'website'),
    property('og:title', title),
    property('og:description', page.description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    property('og:locale', 'en_US'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', page.description),
    named('twitter:image', image),
  );
  if (page.business) meta.push({ 'script:ld+json': localBusiness(settings, site.url) });
  if (page.faqs && url) meta.push({ 'script:ld+json': faqPage(queryClient.getQueryData<Faq[]>(faqKeys.public) ?? [], url) });
  if (page.breadcrumb && page.path) {
    const { section, sectionPath, title: itemTitle } = page.breadcrumb;
    meta.push({ 'script:ld+json': breadcrumbList(site.url, [{ name: 'Home', path: '/' }, { name: section, path: sectionPath }, { name: itemTitle, path: page.path }]) });
  }
  const links = [...(url ? [{ rel: 'canonical', href: url }] : []), ...(page.links ?? [])];
  return { meta, links };
};

/** The head of a public page that exists: listed, with the home as a local business. */
export const publicPageHead = (context: HeadContext, page: PageHead) => pageHead(context, { business: true, ...page });

/** The head of a page for staff (sign-in, the admin): never listed, no structured data. */
export const privatePageHead = (context: HeadContext, text: { title: string; description: string }) => pageHead(context, { ...text, noindex: true });
