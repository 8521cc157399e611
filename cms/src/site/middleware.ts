import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageLanguage, TEXT_SIZE_COOKIE, textSizeOf, type ContentReplies, type PublicReplies, type PublicReplyKey } from '@afh/contract/site';
import { contentLanguages, type Language } from '@afh/contract/languages';
import type { Next } from '../content/http';
import { answerPage } from './cache';
import { indexingAllowed, robotsTxt, sitemapXml } from './crawl';
import { represent } from './representation';
import { loadSiteRenderer } from './renderer';
import { pageSources } from './sources';

/** Paths the site never answers with a page. */
const SERVER_PATHS = /^\/(backend|cms|uploads|i18n|content-manager|content-type-builder|upload|users-permissions|email|_health|healthz|readyz|metrics)(\/|$)/i;
/** The Strapi console's own API also lives under /admin: only page loads there are ours. */
const CONSOLE_API = /^\/admin(\/|$)/i;
const isPageLoad = (ctx: Context) => (ctx.get('Accept') || '').includes('text/html');
const LEGACY_IMAGE = /^\/backend\/uploads\/images\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
/** The spellings of /forgot-password the router draws (it ignores a trailing slash and letter case). */
const FORGOT_PASSWORD_PATHS = new Set(['/forgot-password', '/forgot-password/']);
/** The admin app's service worker (web/public/admin/sw.js): always asked for again, so a new one takes over at once. */
const ADMIN_WORKER = '/admin/sw.js';
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

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
 * year-long immutable cache, and every page as the web app renders it (decision 0026): the app
 * decides which route a path is, its status (404 for a path or slug that shows the not-found
 * page), its head and its markup; this hands it the public replies and the site's address, keeps
 * what it made until the content changes, and sends it. Also /robots.txt, /sitemap.xml (the pages
 * the app lists), and the legacy image path /backend/uploads/images/<file> mapped onto the upload
 * folder (spec section 7).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(process.env.WEB_DIST_DIR ?? path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const files = listFiles(root);
  const indexFile = files.get('/index.html');
  const shell = indexFile ? fs.readFileSync(indexFile, 'utf8') : null;
  if (!shell) strapi.log.warn(`No built site in ${root}: run "npm run build" (npm start does it for you).`);
  const renderer = shell ? loadSiteRenderer(root, (message) => strapi.log.warn(message)) : null;
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

  /** The headers every page and the sitemap carry: noindex on a copy search engines must not list. */
  const crawlHeaders = (indexing: boolean): Record<string, string> => (indexing ? {} : { 'X-Robots-Tag': 'noindex, nofollow' });

  /** The shell alone: the browser draws the page (no renderer, or it failed). */
  const sendShell = (ctx: Context) => {
    ctx.set({ 'Cache-Control': 'no-cache', ...crawlHeaders(indexingAllowed()) });
    ctx.type = 'html';
    ctx.status = 200;
    ctx.body = shell;
  };

  /** The open tour times for the contact form without JavaScript (issue 33); none when they cannot be read (the form then asks for preferred times). */
  const openTourTimes = () => pageSources.get().tourSlots().catch(() => null);

  /**
   * Whether a reset link can be emailed, for /forgot-password only (issue 44): the server draws the
   * branch the browser will show, so the page never promises a link that will not be sent. The
   * page is kept like any other: a write to the Email card drops the kept pages
   * (site/cache-invalidation.ts). None when it cannot be read: the browser then asks.
   */
  const resetStatus = (url: string) =>
    FORGOT_PASSWORD_PATHS.has(new URL(url, 'http://page').pathname.toLowerCase())
      ? pageSources.get().resetStatus().catch(() => null)
      : Promise.resolve(null);

  /**
   * The visitor's text size (decision 0047): the page is drawn with it, so it shows at that size
   * from the first paint. Only the sizes there are count, each one page kept: any other value of
   * the cookie is the standard size and shares its page, so the kept pages are at most one per
   * size, and no visitor is ever sent a page made for another's size. Browsers and caches between
   * are told the page depends on the cookies.
   */
  const visitorTextSize = (ctx: Context) => {
    ctx.vary('Cookie');
    return textSizeOf(ctx.cookies.get(TEXT_SIZE_COOKIE)) ?? 'standard';
  };

  /**
   * Each page as the app draws it, made once per content version from the public replies and kept
   * with its compressed bodies and ETag (site/cache.ts): an unchanged page costs a revalidation a
   * 304 and no body, and the early path answers it next time.
   */
  const sendPage = async (ctx: Context) => {
    if (!renderer) return sendShell(ctx);
    const site = { url: siteUrl(ctx), indexing: indexingAllowed() };
    const url = renderer.pageUrl(ctx.url);
    const textSize = visitorTextSize(ctx);
    // Issue 47: /es/... is a page in Spanish, drawn from the replies in Spanish; kept under its path like any page.
    const language = pageLanguage(ctx.path);
    try {
      await answerPage(ctx, ['page', site.url, site.indexing, url, textSize].join('|'), async (stillKept) => {
        const [replies, tourSlots, forgotPassword] = await Promise.all([pageSources.get().replies(language), openTourTimes(), resetStatus(url)]);
        const pageReplies = { ...replies, tour_slots: tourSlots, ...(forgotPassword ? { forgot_password: forgotPassword } : {}) };
        const contentReplies = await contentRepliesOf(replies, language);
        const rendered = await renderer.renderPage({ url, replies: pageReplies, site, textSize, language, ...(contentReplies ? { contentReplies } : {}) });
        // A page that failed to draw is not kept: the shell goes out, and the next request tries again.
        if (rendered.status >= 500) throw new Error(`the renderer answered ${rendered.status}`);
        // Where a path is sent may follow the content (a renamed slug): a redirect is made again after any write.
        if (rendered.location !== undefined) return { reads: 'all', answer: { status: rendered.status, type: 'text/plain', headers: { Location: rendered.location }, body: await represent('') } };
        const headers = { ...rendered.headers, ...crawlHeaders(site.indexing) };
        return { reads: rendered.reads, answer: { status: rendered.status, type: 'text/html; charset=utf-8', headers, body: await represent(rendered.html, stillKept) } };
      });
    } catch (error) {
      // Without the content the app still works: send the plain shell and let it fetch.
      strapi.log.error(`Could not render ${ctx.path} on the server: ${(error as Error).message}`);
      sendShell(ctx);
    }
  };

  /**
   * Issue 47: the replies in each language the home offers without interface text, which say what
   * pages exist in it (the renderer decides); none when it offers none. Kept in memory as any reply.
   */
  const contentRepliesOf = async (replies: Pick<PublicReplies, PublicReplyKey>, language: Language): Promise<ContentReplies | undefined> => {
    const codes = contentLanguages(replies.settings.data?.languages);
    if (!codes.length) return undefined;
    const read = await Promise.all(codes.map(async (code) => [code, code === language ? replies : await pageSources.get().replies(code)] as const));
    return Object.fromEntries(read);
  };

  /** The pages the sitemap lists: the English ones and (issue 47) those in each language offered. */
  const listedPages = async (render: NonNullable<typeof renderer>) => {
    const replies = await pageSources.get().replies();
    return render.sitemapEntries(replies, await contentRepliesOf(replies, 'en'));
  };

  const sendSitemap = async (ctx: Context, render: NonNullable<typeof renderer>) => {
    const url = siteUrl(ctx);
    const indexing = indexingAllowed();
    await answerPage(ctx, ['sitemap', url, indexing].join('|'), async (stillKept) => ({
      reads: 'all',
      answer: {
        status: 200,
        type: 'application/xml',
        headers: crawlHeaders(indexing),
        body: await represent(sitemapXml(url, await listedPages(render)), stillKept),
      },
    }));
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    const legacyImage = LEGACY_IMAGE.exec(ctx.path);
    if (legacyImage) {
      ctx.path = `/uploads/${legacyImage[1]}`;
      return next();
    }
    if (SERVER_PATHS.test(ctx.path)) return next();
    // The admin app's own files (its service worker, manifest and icons, issue 45) are the site's.
    if (CONSOLE_API.test(ctx.path) && !isPageLoad(ctx) && !files.has(ctx.path)) return next();

    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(siteUrl(ctx), indexingAllowed());
      return;
    }
    if (ctx.path === '/sitemap.xml' && renderer) return sendSitemap(ctx, renderer);

    const file = files.get(ctx.path);
    if (file && ctx.path !== '/index.html') {
      ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : ADMIN_WORKER === ctx.path ? 'no-cache' : 'public, max-age=3600');
      // The admin's service worker is at /admin/sw.js and answers for /admin itself too, not only /admin/….
      if (ctx.path === ADMIN_WORKER) ctx.set('Service-Worker-Allowed', '/admin');
      ctx.type = path.extname(file);
      ctx.body = fs.createReadStream(file);
      return;
    }

    // A missing file with an extension is a real 404, not a page.
    if (!shell || path.extname(ctx.path)) return next();
    await sendPage(ctx);
  };
};
