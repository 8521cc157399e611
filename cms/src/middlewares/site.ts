import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** Paths the site never answers with its index.html. */
const SERVER_PATHS = /^\/(backend|cms|uploads|i18n|content-manager|content-type-builder|upload|users-permissions|email)(\/|$)/;
/** The Strapi console's own API also lives under /admin: only page loads there are ours. */
const CONSOLE_API = /^\/admin(\/|$)/;
const isPageLoad = (ctx: Context) => (ctx.get('Accept') || '').includes('text/html');
const LEGACY_IMAGE = /^\/backend\/uploads\/images\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

/** Every file of the built site, listed once at start-up: a lookup can never leave the folder. */
const listFiles = (root: string): Map<string, string> => {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set('/' + path.relative(root, full).split(path.sep).join('/'), full);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
};

/**
 * Serves the built React site (web/dist) from the same process as the API: hashed assets with a
 * year-long immutable cache, index.html with no-cache for every client route. Also maps the legacy
 * image path /backend/uploads/images/<file> onto the upload folder (spec section 7).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(process.env.WEB_DIST_DIR ?? path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const files = listFiles(root);
  const indexHtml = files.get('/index.html');
  if (!indexHtml) strapi.log.warn(`No built site in ${root}: run "npm run build" (npm start does it for you).`);

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    const legacyImage = LEGACY_IMAGE.exec(ctx.path);
    if (legacyImage) {
      ctx.path = `/uploads/${legacyImage[1]}`;
      return next();
    }
    if (SERVER_PATHS.test(ctx.path)) return next();
    if (CONSOLE_API.test(ctx.path) && !isPageLoad(ctx)) return next();

    const file = files.get(ctx.path);
    if (file && ctx.path !== '/index.html') {
      ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      ctx.type = path.extname(file);
      ctx.body = fs.createReadStream(file);
      return;
    }

    // A missing file with an extension is a real 404, not a client route.
    if (!indexHtml || path.extname(ctx.path)) return next();

    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = fs.createReadStream(indexHtml);
  };
};
