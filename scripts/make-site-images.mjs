import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { WEB } from './lib/paths.mjs';
import { svg } from './lib/site-images/art.mjs';
import { bannerContact, bannerPrograms, bannerServices } from './lib/site-images/banners-close-ups.mjs';
import { bannerAbout, bannerFaq, bannerLegal } from './lib/site-images/banners-landscapes.mjs';
import { heroGarden, heroHome, heroNight } from './lib/site-images/heroes.mjs';

// Draws the public site's illustrations and renders them to WebP in web/public/images, plus the
// placeholder and the favicon. We have no licensed photographs and nothing is downloaded, so the
// pictures are drawn as SVG (scripts/lib/site-images/). The outputs are committed; run
// `node scripts/make-site-images.mjs` after changing a scene.

const PUBLIC = path.join(WEB, 'public');
const WEBP = { quality: 78, effort: 6, smartSubsample: true };

const heroes = [
  ['hero-1', heroHome],
  ['hero-2', heroNight],
  ['hero-3', heroGarden],
];
const banners = [
  ['about', bannerAbout],
  ['services', bannerServices],
  ['programs', bannerPrograms],
  ['faq', bannerFaq],
  ['contact', bannerContact],
  ['legal', bannerLegal],
];

// Widths for srcset: a phone (about 400 CSS px at 2x) picks 800-960, a laptop 1280-1600, a large screen 1920.
const HERO_WIDTHS = [640, 960, 1280, 1920];
const BANNER_WIDTHS = [480, 800, 1200, 1600];

const jobs = [
  ...heroes.flatMap(([name, scene]) => HERO_WIDTHS.map((width) => ({ dir: 'hero', name, scene, width, height: (width * 9) / 16 }))),
  ...banners.flatMap(([name, scene]) => BANNER_WIDTHS.map((width) => ({ dir: 'banners', name, scene, width, height: (width * 5) / 16 }))),
];

// A neutral stand-in for a missing picture: warm light grey with a simple picture icon.
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">
<rect width="1200" height="800" fill="#ece6dd"/>
<g fill="none" stroke="#b9ad9e" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">
<rect x="490" y="320" width="220" height="160" rx="18"/>
<path d="M505 462 L570 395 L618 440 L648 412 L695 462"/>
</g>
<circle cx="652" cy="365" r="17" fill="#b9ad9e"/>
</svg>
`;

// The site's mark: a cream house with a green heart on the brand green.
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#2f6b4f"/>
<path d="M32 11 L54 30 L49 30 L49 52 L15 52 L15 30 L10 30 Z" fill="#fbf8f3" stroke="#fbf8f3" stroke-width="2" stroke-linejoin="round"/>
<path d="M32 46 C22 39 20 34 23 30.5 C25.8 27.4 30 28.6 32 31.6 C34 28.6 38.2 27.4 41 30.5 C44 34 42 39 32 46 Z" fill="#2f6b4f"/>
</svg>
`;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const main = async () => {
  const rows = [];
  const cache = new Map();
  for (const job of jobs) {
    if (!cache.has(job.scene)) cache.set(job.scene, job.scene());
    const { vw, vh, defs, body } = cache.get(job.scene);
    const file = path.join(PUBLIC, 'images', job.dir, `${job.name}-${job.width}.webp`);
    await mkdir(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(svg(job.width, job.height, vw, vh, defs, body))).webp(WEBP).toFile(file);
    rows.push([path.relative(WEB, file), `${job.width}x${job.height}`, (await stat(file)).size]);
  }
  for (const [name, text] of [['placeholder.svg', placeholder], ['favicon.svg', favicon]]) {
    const file = path.join(PUBLIC, name);
    await writeFile(file, text);
    rows.push([path.relative(WEB, file), 'vector', (await stat(file)).size]);
  }
  const width = Math.max(...rows.map(([file]) => file.length));
  console.log(`${'file'.padEnd(width)}  ${'pixels'.padEnd(9)}  file size`);
  for (const [file, size, bytes] of rows) console.log(`${file.padEnd(width)}  ${size.padEnd(9)}  ${kb(bytes).padStart(9)}`);
};

await main();
