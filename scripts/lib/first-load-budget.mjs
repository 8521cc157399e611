import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB } from './paths.mjs';

/**
 * Issue 42: the JavaScript the home page downloads on a first visit, gzipped, at most 100 KiB, in
 * English ('/') and in Spanish ('/es/', issue 47) (and
 * npm run bench's target 95 KiB, in Chromium). Nearly all of it is React, the router and the query
 * cache (README, "Performance"); the rest is the frame of every page. Lower it as the entry shrinks.
 */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

/** The route ids whose modules the home page asks for at once (web/src/routeTree.gen.ts). */
const HOME_ROUTES = ['__root__', '/_site', '/_site/'];

/**
 * The scripts '/' asks for when the server draws it, read from the build's page manifest
 * (web/dist/.vite/pages.json, written by web/vite.config.ts): the first script (app-start), the
 * app's entry and what it imports, and the modules of the page's routes, which app-start preloads.
 * Each is gzipped as the server sends it (koa-compress: zlib's default level), so the sum is what
 * scripts/lib/first-load.mjs counts in Chromium, but for the below-the-fold parts of the page
 * (ui/deferred.tsx) that are in the first screen and load at once (on the home page the proof
 * strip, about 2 KB): those are the routes' own later imports, and the browser alone knows which
 * are in view.
 */
export const homeFirstLoad = (dist = path.join(WEB, 'dist'), language = 'en') => {
  const manifestFile = path.join(dist, '.vite', 'pages.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first (npm run build).`);
  const pages = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // The words in the page's language that the entry and the home's routes load (issue 47), as the
  // server's page preloads them (entry-server.tsx): '/' in English, '/es/' in Spanish.
  const words = HOME_ROUTES.flatMap((routeId) => pages.words?.[routeId]?.[language] ?? pages.words?.[routeId]?.en ?? []);
  const urls = new Set([pages.appStart, pages.entry, ...pages.entryImports, ...HOME_ROUTES.flatMap((routeId) => pages.modules[routeId] ?? []), ...words]);
  const files = [...urls].map((url) => ({ url, gzipBytes: gzipSync(readFileSync(path.join(dist, url))).length })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0) };
};

/** '12.3 KiB' */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
