import type { QueryClient } from '@tanstack/react-query';
import type { SiteAddress } from '@afh/contract/site';
import type { Language } from '@afh/contract/languages';
import type { Settings } from '../../lib/types';
import { settingsKeys, withDefaults } from './settings-query';
import { PAGE_TEXT, type PageName } from './page-text';
import { titleWords } from './title-words';
import { wordsIn } from './words';

/**
 * Where the site is being served: absolute links in the head (canonical, Open Graph, structured
 * data) start with `url`, and `indexing: false` marks a staging copy whose every page says noindex.
 * The server gives them per request (PUBLIC_URL, SITE_INDEXING); in the browser they only matter
 * for the title and description, which are all the app changes after a navigation.
 */
export type { SiteAddress };

/** What every route's head() reads: the router's context. */
export type HeadContext = { queryClient: QueryClient; site: SiteAddress; language: Language };

/** A route's head as TanStack Router takes it: meta tags (title and JSON-LD included) and links. */
export type RouteHead = {
  meta: Array<Record<string, unknown>>;
  links: Array<Record<string, string>>;
};

export type PageHead = {
  /** Which page: its title (page-text.ts) and its description (page-descriptions.ts). */
  page?: PageName;
  /** The page's own title, if not its page's; '' for the home page, whose title is the business name alone. */
  title?: string;
  /** The page's description, if not its page's: the server's page alone carries it. */
  description?: string;
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

/**
 * The part of a page's head that only the server's page carries (src/server-head.ts): description,
 * robots, canonical, Open Graph and Twitter tags, JSON-LD. Crawlers and link previews read the
 * server's page; in the browser only the title changes after a navigation (document-head.ts), so
 * that part's code and words stay out of the app's bundle (issue 42). The server's entry hands it
 * over before it draws a page.
 */
export type ServerHead = (context: HeadContext, page: PageHead, title: string, settings: Settings) => RouteHead;
let serverHead: ServerHead | null = null;
export const setServerHead = (head: ServerHead) => void (serverHead = head);

/**
 * A page's head: its title, 'Title | Business name' from the settings in the query cache, and on
 * the server the rest (ServerHead).
 */
export const pageHead = (context: HeadContext, page: PageHead): RouteHead => {
  const settings = withDefaults(context.queryClient.getQueryData(settingsKeys.all));
  const titles = wordsIn(titleWords, context.language);
  const title = documentTitle(page.title ?? (page.page ? (titles[page.page] ?? PAGE_TEXT[page.page].title) : ''), settings.business_name);
  return serverHead ? serverHead(context, page, title, settings) : { meta: [{ title }], links: [] };
};

/** The head of a public page that exists: listed, with the home as a local business. */
export const publicPageHead = (context: HeadContext, page: PageHead) => pageHead(context, { business: true, ...page });

/** The head of a page for staff (sign-in, the admin): never listed, no structured data. */
export const privatePageHead = (context: HeadContext, page: Pick<PageHead, 'page' | 'title' | 'description'>) => pageHead(context, { ...page, noindex: true });
