import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Seed pictures are drawn here (no network at run time): a calm landscape with a house in a palette
 * taken from the item's hue, rendered to JPEG and stored through the upload plugin like any upload.
 */
const illustration = (hue: number) => {
  const sky = `hsl(${hue}, 55%, 86%)`;
  const skyLow = `hsl(${(hue + 30) % 360}, 60%, 94%)`;
  const hillBack = `hsl(${(hue + 120) % 360}, 30%, 62%)`;
  const hillFront = `hsl(${(hue + 100) % 360}, 35%, 45%)`;
  const wall = `hsl(${hue}, 30%, 96%)`;
  const roof = `hsl(${hue}, 45%, 42%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="930" cy="190" r="90" fill="hsl(45, 95%, 75%)" opacity="0.9"/>
  <path d="M0 520 C 250 420, 450 470, 650 430 S 1000 380, 1200 450 V 800 H 0 Z" fill="${hillBack}"/>
  <path d="M0 620 C 300 540, 600 600, 850 560 S 1100 540, 1200 570 V 800 H 0 Z" fill="${hillFront}"/>
  <g transform="translate(430 400)">
    <rect x="0" y="110" width="340" height="190" fill="${wall}"/>
    <path d="M-30 120 L170 0 L370 120 Z" fill="${roof}"/>
    <rect x="140" y="200" width="60" height="100" rx="6" fill="${roof}"/>
    <rect x="40" y="160" width="70" height="60" rx="4" fill="hsl(45, 90%, 80%)"/>
    <rect x="230" y="160" width="70" height="60" rx="4" fill="hsl(45, 90%, 80%)"/>
  </g>
  <g fill="hsl(${(hue + 110) % 360}, 40%, 30%)"><circle cx="250" cy="560" r="60"/><rect x="242" y="580" width="16" height="80"/><circle cx="980" cy="575" r="48"/><rect x="973" y="590" width="14" height="70"/></g>
</svg>`;
};

export type DrawnImage = { filepath: string; size: number; cleanup: () => Promise<void> };

export const drawImage = async (hue: number, name: string): Promise<DrawnImage> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'afh-seed-'));
  const filepath = path.join(dir, `${name}.jpg`);
  await sharp(Buffer.from(illustration(hue))).jpeg({ quality: 82, mozjpeg: true }).toFile(filepath);
  const { size } = await stat(filepath);
  return { filepath, size, cleanup: () => rm(dir, { recursive: true, force: true }) };
};
