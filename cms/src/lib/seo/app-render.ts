import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, jsonForScript } from './escape';

/** web/src/entry-server.tsx, built by `vite build --ssr`. */
type ServerEntry = {
  render(url: string, data: unknown): Promise<{ html: string; routeIds: string[] }>;
};
/** web/dist/.vite/manifest.json: each source module's built file, its CSS and its imports. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** The element the app renders into (web/index.html) and the one that carries its starting data. */
const ROOT_ELEMENT = '<div id="root"></div>';
const INITIAL_DATA_ID = 'initial-data';
/** What Vite writes into the built index.html: the app's entry module and preloads of its imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** web/src/app-start.ts, built as its own entry: starts the app once the page has been shown. */
const APP_START = 'src/app-start.ts';

/** A route id of the file-based router is its file under web/src/routes: '/_site/' is _site/index.tsx. */
const routeFile = (routeId: string) => `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;

/** The code-split chunk that holds a route's component (the router plugin's naming). */
const SPLIT_SUFFIXES = ['?tsr-split=component', '?tsr-split=component---loader'];

/**
 * The page's markup, the stylesheets of its routes beyond the shell's, the built app-start's
 * address, and the modules of its routes beyond the shell's (app-start preloads them).
 */
export type Rendered = { html: string; css: string[]; appStart: string; scripts: string[] };

export type AppRenderer = {
  render(url: string, data: unknown): Promise<Rendered>;
};

/**
 * Server rendering of the public pages with the web app's own components (decision 0013): the
 * built renderer (web/dist-server/entry-server.cjs) draws the page from the public replies, and the
 * client build's manifest tells which stylesheets the page's routes need. Null when
 * there is no built renderer (an API-only or test install): the site then sends its plain shell.
 */
export const loadAppRenderer = (distDir: string, log: (message: string) => void): AppRenderer | null => {
  const entryFile = path.resolve(distDir, '..', 'dist-server', 'entry-server.cjs');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return null;

  let entry: ServerEntry;
  let manifest: Manifest;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the web build's server entry is CommonJS, found at run time
    entry = require(entryFile) as ServerEntry;
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch (error) {
    log(`The server renderer could not be loaded (${(error as Error).message}): pages are drawn in the browser.`);
    return null;
  }
  const appStart = manifest[APP_START]?.file;
  if (!appStart) {
    log('The built site has no app-start script: pages are drawn in the browser.');
    return null;
  }

  /**
   * The built files (modules and stylesheets) of some chunks and of everything they import. With
   * `deferred`, also the stylesheets (only) of the chunks they import later: a page's below-the-fold
   * parts (web/src/ui/deferred.tsx) are drawn by the server but their code comes later, and their
   * styles must be there from the start.
   */
  const filesOf = (keys: string[], { deferred = false } = {}) => {
    const css = new Set<string>();
    const scripts = new Set<string>();
    const seen = { now: new Set<string>(), later: new Set<string>() };
    const visit = (key: string, later: boolean) => {
      const chunk = manifest[key];
      // What the entry brings is in the shell already, and the entry also imports every page later.
      if (!chunk || seen.now.has(key) || (later && (seen.later.has(key) || chunk.isEntry))) return;
      seen[later ? 'later' : 'now'].add(key);
      if (!later) scripts.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported, later);
    };
    for (const key of keys) visit(key, false);
    // The parts the pages' chunks (and the chunks they share) import later, wherever the bundler
    // put the module that imports them.
    if (deferred) for (const key of [...seen.now]) if (!manifest[key]?.isEntry) for (const imported of manifest[key]?.dynamicImports ?? []) visit(imported, true);
    return { css, scripts };
  };
  // index.html already links the stylesheets of the entry and of everything it imports, and the
  // browser finds the entry's imports in the entry itself.
  const inShell = filesOf(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const beyondShell = (files: Set<string>, shell: Set<string>) => [...files].filter((file) => !shell.has(file)).map((file) => `/${file}`);

  const filesFor = (routeIds: string[]) => {
    const { css, scripts } = filesOf(
      routeIds.flatMap((routeId) => SPLIT_SUFFIXES.map((suffix) => routeFile(routeId) + suffix)),
      { deferred: true },
    );
    return { css: beyondShell(css, inShell.css), scripts: beyondShell(scripts, inShell.scripts) };
  };

  return {
    async render(url, data) {
      const { html, routeIds } = await entry.render(url, data);
      return { html, ...filesFor(routeIds), appStart: `/${appStart}` };
    },
  };
};

/**
 * The document with the rendered page in its root element and the replies it was drawn from in a
 * JSON data block (never run: the CSP allows no inline script). The page's stylesheets are linked
 * in the head; its code is not: app-start fetches it once the page has been shown (the entry, then
 * the modules of the page's routes), so the download never holds back the first paint.
 */
export const withRenderedApp = (document: string, rendered: Rendered, data: unknown) => {
  const entry = ENTRY_SCRIPT.exec(document);
  if (!entry || !document.includes(ROOT_ELEMENT)) return document;
  const preload = rendered.scripts.length ? ` data-preload="${escapeHtml(rendered.scripts.join(' '))}"` : '';
  const start = `<script src="${escapeHtml(rendered.appStart)}" data-app="${escapeHtml(entry[1])}"${preload} defer></script>`;
  const links = [...rendered.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`), start].join('\n    ');
  const body = `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(data)}</script>`;
  return document
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ROOT_ELEMENT, () => body)
    .replace(/<\/head>/i, () => `    ${links}\n  </head>`);
};
