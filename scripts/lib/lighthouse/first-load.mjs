import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB } from '../paths.mjs';

const DIST = path.join(WEB, 'dist');
const KINDS = { Script: 'js', Stylesheet: 'css' };

/** The gzipped size of a built file (zlib's default level, what a compressing server sends). */
const gzipped = (file) => gzipSync(readFileSync(file)).length;

/**
 * First-load JavaScript and CSS of a page, from the requests Chromium made while Lighthouse loaded
 * it (everything fetched until the page was quiet, lazy chunks included): each same-origin script
 * and stylesheet is looked up in web/dist and counted at its gzipped size, whether or not the
 * server compressed it.
 */
export const firstLoad = (lhr) => {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const totals = { js: 0, css: 0, files: [] };
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    const kind = KINDS[request.resourceType];
    if (!kind) continue;
    const url = new URL(request.url);
    if (url.origin !== origin) throw new Error(`The page loaded ${request.url} from another origin.`);
    const file = path.join(DIST, decodeURIComponent(url.pathname));
    if (!file.startsWith(DIST + path.sep) || !existsSync(file)) throw new Error(`${url.pathname} is not a file of the built site.`);
    const bytes = gzipped(file);
    totals[kind] += bytes;
    totals.files.push({ path: url.pathname, kind, gzip: bytes, transferred: request.transferSize });
  }
  return totals;
};
