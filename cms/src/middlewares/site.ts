import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../lib/http';
import { readPublicReplies } from '../api/public-replies';
import { answerWith, publicCache, represent } from '../lib/public-cache';
import { loadAppRenderer, withRenderedApp } from '../lib/seo/app-render';
import { createContentSource } from '../lib/seo/content';
import { indexingAllowed, robotsTxt, sitemapXml } from '../lib/seo/crawl';
import { renderDocument } from '../lib/seo/head';
import { normalizePath, resolvePage } from '../lib/seo/routes';

/** Paths the site never answers with its index.html. */
const SERVER_PATHS = /^\/(backend|cms|uploads|i18n|content-manager|content-type-builder|upload|users-permissions|email|_health)(\/|$)/i;
/** The Strapi console's own API also lives under /admin: only page loads there are ours. */
const CONSOLE_API = /^\/admin(\/|$)/i;
const isPageLoad = (ctx: Context) => (ctx.get('Accept') || '').includes('text/html');
const LEGACY_IMAGE = /^\/backend\/uploads\/images\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** Pages the browser draws alone: what they show depends on who is signed in. */
const BROWSER_ONLY = /^\/(admin|login|register)(\/|$)/;
/** The only query parameters a server-drawn page reads (the contact page's, see contact-search.ts). */
const PAGE_PARAMS: Record<string, string[]> = { '/contact': ['type', 'sent', 'error'] };

/** The part of the query string the page shows something for, so other parameters share one rendering. */
const pageSearch = (pagePath: string, query: URLSearchParams) => {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS[pagePath] ?? []) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value.slice(0, 200));
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
};

/** Every file of the built site, listed once at start-up: a lookup can never leave the folder. */
const listFiles = (root: string): Map<string, string> => {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Dot files (the build's manifest and stamp) are the server's to read, not the site's to serve.
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set('/' + path.relative(root, full).split(path.sep).join('/'), full);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
};

/**
 * Serves the built React site (web/dist) from the same process as the API: hashed assets with a
 * year-long immutable cache, and for every client route the index.html with that page's head
 * (title, description, canonical, Open Graph, JSON-LD) and its true status: 404 for a path or a
 * service/program slug that shows the not-found page. Also /robots.txt, /sitemap.xml, and the
 * legacy image path /backend/uploads/images/<file> mapped onto the upload folder (spec section 7).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(process.env.WEB_DIST_DIR ?? path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const files = listFiles(root);
  const indexFile = files.get('/index.html');
  const template = indexFile ? fs.readFileSync(indexFile, 'utf8') : null;
  if (!template) strapi.log.warn(`No built site in ${root}: run "npm run build" (npm start does it for you).`);
  const content = createContentSource(strapi);
  const renderer = template ? loadAppRenderer(root, (message) => strapi.log.warn(message)) : null;
  const publicUrl = String(strapi.config.get('server.url', '') || '').replace(/\/+$/, '');

  /**
   * Absolute links use PUBLIC_URL when set, and then the Host header is never read; else the
   * address the request came to, and what is sent varies by Host.
   */
  const siteUrl = (ctx: Context) => {
    if (publicUrl) return publicUrl;
    ctx.vary('Host');
    return `${ctx.protocol}://${SAFE_HOST.test(ctx.host) ? ctx.host : 'localhost'}`;
  };
  if (!publicUrl && process.env.NODE_ENV === 'production') {
    strapi.log.warn('PUBLIC_URL is not set: links in pages, the sitemap and robots.txt follow each request\'s Host header. Set PUBLIC_URL to the site\'s address.');
  }

  const sendPage = async (ctx: Context, html: string) => {
    const indexing = indexingAllowed();
    const url = siteUrl(ctx);
    const pagePath = normalizePath(ctx.path);
    try {
      // On PostgreSQL, what another instance wrote is taken into account first (src/lib/public-cache.ts).
      await publicCache.catchUp();
      const page = resolvePage(pagePath, await content.content());
      const draw = renderer !== null && !BROWSER_ONLY.test(pagePath);
      const search = draw ? pageSearch(pagePath, new URLSearchParams(ctx.querystring)) : '';
      const key = [url, indexing, page.status === 404 ? `404:${page.title}` : pagePath + search].join('|');
      if (page.noindex || !indexing) ctx.set('X-Robots-Tag', 'noindex, nofollow');
      // The page is made once per content version, with its compressed bodies and ETag: an
      // unchanged page costs a revalidation a 304 and no body (src/lib/public-cache.ts).
      const made = await content.derive(key, async (site) => {
        const document = renderDocument(html, { page, content: site, siteUrl: url, path: pagePath, indexing });
        if (!draw) return represent(document);
        try {
          const data = await readPublicReplies(strapi);
          return represent(withRenderedApp(document, await renderer.render(pagePath + search, data), data));
        } catch (error) {
          // The browser draws the page from the plain shell, as it does without a renderer.
          strapi.log.error(`Could not render ${pagePath} on the server: ${(error as Error).message}`);
          return represent(document);
        }
      });
      answerWith(ctx, made, 'text/html; charset=utf-8', page.status);
    } catch (error) {
      // Without the content the app still works: send the plain shell and let it fetch.
      strapi.log.error(`Could not render the head of ${pagePath}: ${(error as Error).message}`);
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.status = 200;
      ctx.body = html;
    }
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    const legacyImage = LEGACY_IMAGE.exec(ctx.path);
    if (legacyImage) {
      ctx.path = `/uploads/${legacyImage[1]}`;
      return next();
    }
    if (SERVER_PATHS.test(ctx.path)) return next();
    if (CONSOLE_API.test(ctx.path) && !isPageLoad(ctx)) return next();

    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(siteUrl(ctx), indexingAllowed());
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      const url = siteUrl(ctx);
      ctx.set('Cache-Control', 'no-cache');
      if (!indexingAllowed()) ctx.set('X-Robots-Tag', 'noindex, nofollow');
      ctx.type = 'application/xml';
      ctx.body = await content.derive(`sitemap|${url}`, (site) => sitemapXml(url, site));
      return;
    }

    const file = files.get(ctx.path);
    if (file && ctx.path !== '/index.html') {
      ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      ctx.type = path.extname(file);
      ctx.body = fs.createReadStream(file);
      return;
    }

    // A missing file with an extension is a real 404, not a client route.
    if (!template || path.extname(ctx.path)) return next();
    await sendPage(ctx, template);
  };
};
