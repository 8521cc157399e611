import { BLOOMS, bed, blur, bush, firRow, flowers, glow, hill, leftShade, linear, radial, ridge, seeded, stars } from './art.mjs';
import { hands, heart, pot, sunflower } from './props.mjs';

// Section banners, 1600 x 500 (as in banners-landscapes.mjs), seen from close by: the things each
// section is about (caring hands and tea, a painter's easel, the front door and the mailbox), on
// the right, where the page title in the middle leaves room.

/** Services: caring hands holding a heart beside a cup of tea, on soft warm light. */
export const bannerServices = () => {
  const r = seeded(53);
  const bokeh = Array.from({ length: 18 }, () => {
    const x = r() * 1600;
    return `<circle cx="${x.toFixed(1)}" cy="${(r() * 500).toFixed(1)}" r="${(30 + r() * 90).toFixed(1)}" fill="${r() > 0.5 ? '#f3b58e' : '#e8917a'}" opacity="${(0.1 + (x / 1600) * 0.25).toFixed(2)}"/>`;
  }).join('');
  const defs = [
    linear('bg', [[0, '#3b1e20'], [0.5, '#6e3530'], [1, '#a5584a']], [0, 0, 1, 0.4]),
    radial('warm', [[0, '#ffc9a0', 0.4], [1, '#ffc9a0', 0]]),
    linear('table', [[0, '#8a5a40'], [1, '#5e3a2a']]),
    linear('cup', [[0, '#fbf3e6'], [1, '#e2d2bd']], [0, 0, 1, 0]),
    leftShade('shade', 0.3),
    blur('bokeh', 10),
  ].join('');
  const steam = [0, 1, 2].map((i) => `<path d="M${1410 + i * 22} 300 c-14 -24 14 -40 0 -64 c-14 -24 14 -40 0 -64" fill="none" stroke="#fff3e4" stroke-width="5" stroke-linecap="round" opacity="${0.35 - i * 0.07}"/>`).join('');
  const body = [
    '<rect width="1600" height="500" fill="url(#bg)"/>',
    glow(1300, 220, 600, 'warm'),
    `<g filter="url(#bokeh)">${bokeh}</g>`,
    '<path d="M0 420 L1600 400 L1600 500 L0 500 Z" fill="url(#table)"/>',
    '<path d="M0 420 L1600 400 L1600 406 L0 426 Z" fill="#c98a68" opacity="0.6"/>',
    // a sprig of eucalyptus lying on the table
    '<path d="M960 430 Q1040 400 1130 418" stroke="#6f8a6a" stroke-width="3" fill="none"/>',
    [0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${975 + i * 28}" cy="${424 - i * 3 + (i % 2 ? 8 : -8)}" rx="14" ry="9" fill="${i % 2 ? '#8fa88a' : '#a3b99c'}"/>`).join(''),
    // caring hands holding a heart
    heart(1180, 206, 58, '#d9534f'),
    '<ellipse cx="1160" cy="182" rx="14" ry="9" fill="#fff" opacity="0.3" transform="rotate(-30 1160 182)"/>',
    hands(1180, 236, '#f0c4a2', '#c98e6e', '#8fa89a'),
    // a cup of tea on its saucer
    steam,
    '<ellipse cx="1430" cy="410" rx="110" ry="16" fill="#3b2218" opacity="0.35"/>',
    '<ellipse cx="1430" cy="400" rx="104" ry="16" fill="#efe3d1"/>',
    '<path d="M1350 310 L1510 310 Q1506 396 1430 398 Q1354 396 1350 310 Z" fill="url(#cup)"/>',
    '<path d="M1506 326 q50 -6 44 34 q-6 30 -52 28" fill="none" stroke="#efe3d1" stroke-width="11"/>',
    '<ellipse cx="1430" cy="310" rx="80" ry="13" fill="#f4ebdd"/><ellipse cx="1430" cy="312" rx="72" ry="10" fill="#9a5a34"/>',
    '<path d="M1372 340 Q1430 352 1488 340" stroke="#c97a5a" stroke-width="5" fill="none" opacity="0.7"/>',
    '<rect width="1600" height="500" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1600, vh: 500, defs, body };
};

/** Programs: a painter's easel in the garden among sunflowers and lavender. */
export const bannerPrograms = () => {
  const r = seeded(67);
  const bokeh = Array.from({ length: 30 }, () => {
    const x = r() * 1600;
    const colors = x < 800 ? ['#3f5a44', '#4c6a4c', '#56607a'] : ['#6f8f5a', '#8fa86a', '#a9a878', '#8f87b5'];
    return `<circle cx="${x.toFixed(1)}" cy="${(r() * 380).toFixed(1)}" r="${(30 + r() * 70).toFixed(1)}" fill="${colors[Math.floor(r() * colors.length)]}" opacity="${(0.18 + r() * 0.22).toFixed(2)}"/>`;
  }).join('');
  const wood = '#8a5d3b';
  const defs = [
    linear('bg', [[0, '#22352b'], [0.55, '#4a6846'], [1, '#93a878']], [0, 0, 1, 0.3]),
    radial('light', [[0, '#fff0c0', 0.5], [1, '#fff0c0', 0]]),
    linear('grass', [[0, '#5d7f3e'], [1, '#2b4224']]),
    linear('canvas', [[0, '#8fb6cf'], [0.55, '#f2d29a'], [0.56, '#7da55a'], [1, '#557f3c']]),
    leftShade('shade', 0.35),
    blur('bokeh', 18),
  ].join('');
  const lavender = (x0, x1) => Array.from({ length: Math.round((x1 - x0) / 9) }, () => {
    const x = x0 + r() * (x1 - x0);
    const top = 360 + r() * 50;
    return `<path d="M${x.toFixed(1)} 470 L${(x + (r() - 0.5) * 20).toFixed(1)} ${top.toFixed(1)}" stroke="#5f7a4a" stroke-width="2"/><ellipse cx="${x.toFixed(1)}" cy="${top.toFixed(1)}" rx="4" ry="13" fill="${r() > 0.5 ? '#8e7cc3' : '#a896d8'}"/>`;
  }).join('');
  const body = [
    '<rect width="1600" height="500" fill="url(#bg)"/>',
    glow(1400, 80, 500, 'light'),
    `<g filter="url(#bokeh)">${bokeh}</g>`,
    hill([[-40, 440], [600, 430], [1200, 436], [1640, 428]], 500, 'url(#grass)'),
    lavender(880, 1130),
    // the easel: two front legs, a back leg, a tray and the painting
    `<path d="M1318 80 L1288 470 L1300 470 L1326 80 Z" fill="${wood}"/><path d="M1382 80 L1412 470 L1424 470 L1390 80 Z" fill="${wood}"/>`,
    '<path d="M1350 70 L1356 70 L1372 440 L1362 440 Z" fill="#6b4529"/>',
    '<rect x="1262" y="118" width="176" height="146" fill="#f4ecdf"/>',
    '<rect x="1270" y="126" width="160" height="130" fill="url(#canvas)"/>',
    '<circle cx="1390" cy="160" r="16" fill="#f6c14e"/>',
    '<path d="M1270 208 Q1320 190 1360 204 Q1400 218 1430 200 L1430 256 L1270 256 Z" fill="#6f9a4e"/>',
    Array.from({ length: 14 }, (_, i) => `<circle cx="${1280 + i * 11}" cy="${236 + (i % 3) * 6}" r="4" fill="${BLOOMS[i % BLOOMS.length]}"/>`).join(''),
    `<rect x="1250" y="262" width="200" height="10" rx="2" fill="${wood}"/>`,
    // a jar of brushes on a stool
    '<rect x="1478" y="380" width="90" height="10" rx="3" fill="#7b5236"/><rect x="1486" y="390" width="8" height="80" fill="#6b4529"/><rect x="1552" y="390" width="8" height="80" fill="#6b4529"/>',
    '<path d="M1502 330 L1508 380 L1540 380 L1546 330 Z" fill="#b9d3dc" opacity="0.85"/>',
    [[1512, '#c0392b'], [1522, '#2f6b4f'], [1532, '#f2c14e']].map(([x, c], i) => `<rect x="${x}" y="${286 + i * 8}" width="4" height="60" fill="#8a5d3b" transform="rotate(${(i - 1) * 8} ${x} 346)"/><rect x="${x - 1}" y="${282 + i * 8}" width="6" height="12" rx="3" fill="${c}" transform="rotate(${(i - 1) * 8} ${x} 346)"/>`).join(''),
    sunflower(1180, 470, 250, r),
    sunflower(1228, 470, 200, r),
    sunflower(1590, 470, 260, r),
    bed(1180, 1640, 500, 34, BLOOMS, '#3a5a2c', r, 0.2),
    '<rect width="1600" height="500" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1600, vh: 500, defs, body };
};

/** Contact: the welcoming front door and porch lamp, and the mailbox by the path at dusk. */
export const bannerContact = () => {
  const r = seeded(83);
  const siding = Array.from({ length: 24 }, (_, i) => `<rect x="1040" y="${40 + i * 18}" width="560" height="2" fill="#000" opacity="0.08"/>`).join('');
  const defs = [
    linear('sky', [[0, '#2b3358'], [0.6, '#6a5a7e'], [1, '#c98a78']]),
    linear('wall', [[0, '#9c8a78'], [1, '#d9c6ad']], [0, 0, 1, 0]),
    linear('glass', [[0, '#ffe3a1'], [1, '#f2a65a']]),
    radial('lamp', [[0, '#fff3c4', 1], [0.15, '#ffd27a', 0.6], [1, '#ffb54a', 0]]),
    radial('spill', [[0, '#ffc47a', 0.45], [1, '#ffc47a', 0]]),
    linear('hedge', [[0, '#2f4630'], [1, '#1b2a1d']]),
    leftShade('shade', 0.3),
  ].join('');
  const mailbox = [
    '<rect x="452" y="330" width="16" height="160" fill="#4a3426"/>',
    '<rect x="430" y="322" width="60" height="10" fill="#3a281e"/>',
    '<path d="M392 322 L392 270 Q392 238 424 238 L506 238 Q538 238 538 270 L538 322 Z" fill="#2c4a63"/>',
    '<path d="M392 270 Q392 238 424 238 L432 238 Q400 238 400 270 L400 322 L392 322 Z" fill="#000" opacity="0.2"/>',
    '<rect x="536" y="246" width="6" height="70" fill="#1f364a"/>',
    '<rect x="498" y="236" width="6" height="56" fill="#c0392b" transform="rotate(-12 501 290)"/><rect x="498" y="232" width="26" height="16" fill="#c0392b" transform="rotate(-12 501 290)"/>',
  ].join('');
  const body = [
    '<rect width="1600" height="500" fill="url(#sky)"/>',
    stars(1040, 200, 40, r),
    hill(ridge(-40, 1080, 330, 12, 8, r), 500, '#2a3a4a'),
    firRow(-20, 1060, 340, 80, '#1e2b36', r, 40),
    hill([[-40, 420], [500, 408], [1080, 414]], 500, '#24361f'),
    Array.from({ length: 12 }, (_, i) => bush(i * 90, 440, 150, '#1f3020', '#2a3f28', r)).join(''),
    '<path d="M600 500 C660 460 780 440 1040 436 L1040 470 C860 474 760 486 720 500 Z" fill="#8a7566" opacity="0.8"/>',
    mailbox,
    flowers(360, 580, 494, 30, ['#c9a0dc', '#f2a7b8', '#f6d26b'], '#24361f', r, 0.22),
    // the porch: wall, ceiling, column, door, lamp, steps
    '<rect x="1040" y="0" width="560" height="440" fill="url(#wall)"/>',
    siding,
    '<rect x="1000" y="0" width="600" height="36" fill="#3a2c28"/><rect x="1000" y="36" width="600" height="8" fill="#000" opacity="0.2"/>',
    glow(1460, 190, 360, 'spill'),
    '<rect x="1240" y="150" width="170" height="290" fill="#f3e8d6"/>',
    '<rect x="1254" y="164" width="142" height="276" fill="#2f6b4f"/>',
    '<rect x="1268" y="178" width="114" height="70" rx="3" fill="url(#glass)"/>',
    '<rect x="1323" y="178" width="4" height="70" fill="#f3e8d6"/>',
    '<rect x="1268" y="264" width="52" height="70" fill="#000" opacity="0.14"/><rect x="1330" y="264" width="52" height="70" fill="#000" opacity="0.14"/>',
    '<rect x="1268" y="348" width="52" height="76" fill="#000" opacity="0.14"/><rect x="1330" y="348" width="52" height="76" fill="#000" opacity="0.14"/>',
    '<circle cx="1382" cy="312" r="6" fill="#e9c46a"/>',
    // a wreath on the door
    '<circle cx="1325" cy="300" r="38" fill="none" stroke="#4f7a3a" stroke-width="16"/>',
    Array.from({ length: 10 }, (_, i) => {
      const a = (i / 10) * Math.PI * 2;
      return `<circle cx="${(1325 + Math.cos(a) * 38).toFixed(1)}" cy="${(300 + Math.sin(a) * 38).toFixed(1)}" r="5" fill="${i % 2 ? '#e86f6f' : '#f6d26b'}"/>`;
    }).join(''),
    glow(1460, 230, 140, 'lamp'),
    '<path d="M1448 206 L1472 206 L1478 220 L1476 256 L1444 256 L1442 220 Z" fill="#ffe2a0" stroke="#2a2420" stroke-width="4"/><rect x="1454" y="196" width="12" height="10" fill="#2a2420"/>',
    '<rect x="1040" y="44" width="34" height="400" fill="#efe3cf"/><rect x="1062" y="44" width="12" height="400" fill="#000" opacity="0.12"/>',
    '<rect x="1000" y="450" width="600" height="50" fill="#33261f"/>',
    '<rect x="1000" y="436" width="600" height="22" fill="#7a5a46"/><rect x="1000" y="436" width="600" height="4" fill="#fff" opacity="0.15"/>',
    '<rect x="1200" y="458" width="250" height="20" fill="#6b4e3d"/><rect x="1170" y="478" width="310" height="22" fill="#5e4536"/>',
    '<rect x="1262" y="428" width="126" height="10" rx="3" fill="#8a6a4a"/>',
    pot(1180, 436, 80, 'geranium', r),
    pot(1540, 436, 80, 'lavender', r),
    '<rect width="1600" height="500" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1600, vh: 500, defs, body };
};
