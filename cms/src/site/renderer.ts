import fs from 'node:fs';
import path from 'node:path';

type Replies = Record<string, unknown>;
type Site = { url: string; indexing: boolean };

/** What the web app's server entry answers (web/src/entry-server.tsx, decision 0026). */
export type RenderedPage =
  | { status: number; html: string; headers: Record<string, string>; location?: undefined }
  | { status: number; location: string; html?: undefined; headers?: undefined };

/**
 * The web app's server entry, built by `vite build --ssr` into web/dist-server/entry-server.cjs:
 * the app renders each page whole (which route, whether it exists, its head and its markup); the
 * CMS hands it the public replies and the site's address, and sends what it answers.
 */
export type SiteRenderer = {
  /** The URL of the page a request asks for: its path and the query parameters its route reads. */
  pageUrl(url: string): string;
  renderPage(request: { url: string; replies: Replies; site: Site }): Promise<RenderedPage>;
  /** The pages search engines should list, with the date each last changed. */
  sitemapEntries(replies: Replies): { path: string; lastmod: string | null }[];
};

const isRenderer = (value: unknown): value is SiteRenderer =>
  typeof value === 'object' && value !== null && ['pageUrl', 'renderPage', 'sitemapEntries'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/**
 * The built renderer beside the built site, or null when there is none (an API-only install):
 * the site then sends its plain shell and the browser draws every page.
 */
export const loadSiteRenderer = (distDir: string, log: (message: string) => void): SiteRenderer | null => {
  const entryFile = path.resolve(distDir, '..', 'dist-server', 'entry-server.cjs');
  if (!fs.existsSync(entryFile)) return null;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the web build's server entry is CommonJS, found at run time
    const entry: unknown = require(entryFile);
    if (isRenderer(entry)) return entry;
    log(`${entryFile} is not the site's renderer: pages are drawn in the browser.`);
  } catch (error) {
    log(`The server renderer could not be loaded (${(error as Error).message}): pages are drawn in the browser.`);
  }
  return null;
};
