import http from 'node:http';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The bytes the server sends for `url` when asked for gzip (the body as transferred). */
const gzipBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });

/**
 * Loads `url` in Chromium like a first-time visitor (empty cache) and adds up the scripts and
 * stylesheets it downloads until the network is idle, in gzipped bytes as the server sends them.
 */
export async function firstLoad(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const files = { script: new Set(), stylesheet: new Set() };
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type in files && response.ok()) files[type].add(response.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    // Route chunks load after the shell: wait until nothing more arrives for a while.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const sum = async (urls) => {
      const sizes = await Promise.all([...urls].map(async (file) => ({ url: new URL(file).pathname, ...(await gzipBytes(file)) })));
      return { files: sizes.length, gzipBytes: sizes.reduce((total, s) => total + s.bytes, 0), list: sizes };
    };
    return { js: await sum(files.script), css: await sum(files.stylesheet) };
  } finally {
    await browser.close();
  }
}
