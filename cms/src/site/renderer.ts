import fs from 'node:fs';
import path from 'node:path';
import type { RenderedPage, SiteRenderer } from '@afh/contract/site';

/**
 * The web app's server entry, built by `vite build --ssr` into web/dist-server/entry-server.cjs:
 * the app renders each page whole (which route, whether it exists, its head and its markup); the
 * CMS hands it the public replies and the site's address, and sends what it answers. Its
 * `siteRenderer` export has the contract's shape (@afh/contract/site).
 */
export type { RenderedPage, SiteRenderer };

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
    const entry = require(entryFile) as { siteRenderer?: unknown };
    if (isRenderer(entry.siteRenderer)) return entry.siteRenderer;
    log(`${entryFile} is not the site's renderer: pages are drawn in the browser.`);
  } catch (error) {
    log(`The server renderer could not be loaded (${(error as Error).message}): pages are drawn in the browser.`);
  }
  return null;
};
