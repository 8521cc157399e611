import { BLOOMS, NIGHT_BLOOMS, bed, blur, bush, fir, firRow, glow, hill, leftShade, linear, radial, ridge, roundTree, seeded, stars, streak } from './art.mjs';
import { house } from './house.mjs';
import { bouquet, cakeStand, cup, glassOf, ladderBack, pot, sideChair, teapot } from './props.mjs';

// The home page's three hero slides, drawn on a 1920 x 1080 canvas. Each returns
// { vw, vh, defs, body }. The site overlays text on the left and centre, so those areas stay
// mid-to-dark and the bright things (sun, lit windows, the table) sit on the right.

/**
 * The home in its landscape, shared by the golden-hour and the night slides so the two read as the
 * same place: a hazy peak, ridges of firs, the house on the right, a path, and firs framing the left.
 */
const homestead = (c, r, { sky, afterLawn = '', front = '' }) => {
  const home = house('home', c.house, r);
  const defs = [
    linear('far', c.far),
    linear('mid', c.mid, [0, 0, 1, 0]),
    linear('lawn', c.lawn),
    linear('path', c.path),
    linear('snow', c.snow),
    leftShade('shade', c.shade),
    blur('soft', 14),
    home.defs,
  ].join('');
  const body = [
    sky,
    // a distant snowy peak in the haze, as seen from western Washington
    `<path d="M260 700 L560 540 L660 470 L712 444 L760 462 L860 530 L1160 700 Z" fill="${c.peak}" opacity="0.7"/>`,
    '<path d="M660 470 L712 444 L760 462 L800 490 L772 486 L750 502 L726 482 L704 500 L684 482 L646 496 Z" fill="url(#snow)" opacity="0.75"/>',
    hill(ridge(-40, 1960, 690, 22, 9, r), 1080, 'url(#far)'),
    firRow(-20, 1960, 700, 70, c.farFirs, r, 26),
    hill([[-40, 760], [300, 728], [700, 748], [1100, 722], [1500, 736], [1960, 716]], 1080, 'url(#mid)'),
    firRow(-20, 1960, 748, 110, c.midFirs, r, 44),
    hill([[-40, 812], [400, 800], [900, 806], [1400, 796], [1960, 800]], 1080, 'url(#lawn)'),
    afterLawn,
    fir(1810, 810, 430, c.nearFir, r),
    roundTree(980, 812, 300, c.tree, r),
    `<g transform="translate(1080 822)">${home.body}</g>`,
    // the garden path from the porch steps
    '<path d="M1290 822 C1270 880 1180 920 1100 970 C1020 1020 980 1060 960 1090 L1200 1090 C1220 1040 1270 990 1320 950 C1360 910 1350 860 1330 822 Z" fill="url(#path)" opacity="0.9"/>',
    bed(1060, 1250, 842, 18, c.blooms, c.bed, r, 0.22),
    bed(1350, 1560, 846, 20, c.blooms, c.bed, r, 0.22),
    bed(1330, 1700, 960, 30, c.blooms, c.bedNear, r, 0.2),
    bush(1760, 930, 240, c.bush, c.bushLit, r),
    bed(760, 1040, 1000, 34, c.blooms, c.bedFar, r, 0.16),
    front,
    // a tall dark frame of firs and a shrub on the left, behind the title
    fir(60, 1090, 980, c.frame[0], r),
    fir(240, 1100, 760, c.frame[1], r),
    fir(390, 1100, 560, c.frame[2], r),
    bush(560, 1096, 380, c.frame[0], null, r),
    '<rect width="1920" height="1080" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1920, vh: 1080, defs, body };
};

/** Slide 1, Licensed Adult Family Home: the home at golden hour, the sun setting behind it. */
export const heroHome = () => {
  const r = seeded(11);
  const scene = homestead({
    house: {
      wallShade: '#b98f74', wallLit: '#f0c9a0', roofTop: '#5a3f3c', roofBottom: '#7b5346', fascia: '#3e2c2a',
      trim: '#f3e3cc', door: '#2f6b4f', shutter: '#4f6f5e', chimney: '#8a5444', deck: '#9c6f52', curtain: '#d98b5f',
      glassTop: '#ffe3a1', glassBottom: '#f2a65a', glowColor: '#ffc56e', glowOpacity: 0.35, porchShade: 0.22,
      lampOn: true, box: '#7a4a36', bush: '#3f5a2e', bushLit: '#6f8a3c', leaf: '#39532b', blooms: BLOOMS,
    },
    far: [[0, '#a77683'], [1, '#c18b7f']], mid: [[0, '#7d7450'], [1, '#5d6a3e']],
    lawn: [[0, '#5f7a3a'], [0.5, '#415c2c'], [1, '#243a1f']], path: [[0, '#d5a574'], [1, '#9f7550']],
    snow: [[0, '#f3cdbc'], [1, '#d9a3a0']], peak: '#b07f90', farFirs: '#8d6470', midFirs: '#4f5538', nearFir: '#34402a',
    tree: { trunk: '#4a3426', dark: '#3d5229', mid: '#5b6f33', light: '#7f8a40' },
    blooms: BLOOMS, bed: '#3a5a2c', bedNear: '#2f4a25', bedFar: '#283f22', bush: '#2a4322', bushLit: '#557236',
    frame: ['#16241b', '#1c2c20', '#223424'], shade: 0.42,
  }, r, {
    sky: [
      '<rect width="1920" height="1080" fill="url(#sky)"/>',
      glow(1790, 560, 900, 'sun'),
      streak(520, 300, 900, 70, '#d9899a', 'soft', 0.45),
      streak(1150, 220, 800, 50, '#f0a88e', 'soft', 0.5),
      streak(1400, 330, 700, 44, '#ffc996', 'soft', 0.55),
      streak(300, 180, 600, 40, '#8d6c97', 'soft', 0.5),
    ].join(''),
    afterLawn: glow(1650, 700, 600, 'haze') + glow(1750, 830, 700, 'haze', 0.6),
  });
  scene.defs += [
    linear('sky', [[0, '#2e3a66'], [0.3, '#6a557f'], [0.55, '#c27a72'], [0.72, '#eda070'], [1, '#f6c27c']]),
    radial('sun', [[0, '#fff4d2', 1], [0.08, '#ffe3a0', 0.95], [0.3, '#ffc474', 0.45], [1, '#ff9d5c', 0]]),
    radial('haze', [[0, '#ffd79a', 0.55], [1, '#ffd79a', 0]]),
  ].join('');
  return scene;
};

/** Slide 2, 24/7 Care Available: the same home at night, every window warm under the stars. */
export const heroNight = () => {
  const r = seeded(23);
  const fireflies = [];
  for (let i = 0; i < 26; i += 1) {
    const x = 1000 + r() * 900;
    const y = 840 + r() * 200;
    fireflies.push(glow(x, y, 14, 'firefly', 0.8), `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2" fill="#fff0b0"/>`);
  }
  const lamps = [[1150, 1010], [1250, 930], [1370, 880], [1040, 1070]]
    .map(([x, y]) => `${glow(x, y - 34, 60, 'lamp-glow')}<rect x="${x - 2}" y="${y - 30}" width="4" height="30" fill="#1a1f26"/><rect x="${x - 6}" y="${y - 42}" width="12" height="12" rx="2" fill="#ffe2a0"/>`)
    .join('');
  const scene = homestead({
    house: {
      wallShade: '#2f3650', wallLit: '#4a4f68', roofTop: '#171b2b', roofBottom: '#262a3d', fascia: '#10131d',
      trim: '#8d8ea3', door: '#1f4a37', shutter: '#253a3a', chimney: '#2b2c3c', deck: '#3a3340', curtain: '#d9834a',
      glassTop: '#ffe7a8', glassBottom: '#ffb45c', glowColor: '#ffbf66', glowOpacity: 0.7, porchShade: 0.1,
      lampOn: true, box: '#3a2b2e', bush: '#14241d', bushLit: '#22362a', leaf: '#1a2a22', blooms: NIGHT_BLOOMS,
    },
    far: [[0, '#29345a'], [1, '#2f3a5e']], mid: [[0, '#1d2743'], [1, '#1f2b44']],
    lawn: [[0, '#1d2e2c'], [0.5, '#14211f'], [1, '#0b1413']], path: [[0, '#6d5e58'], [1, '#3e3634']],
    snow: [[0, '#aab3d6'], [1, '#7d86ad']], peak: '#3b4670', farFirs: '#222c4c', midFirs: '#141d33', nearFir: '#0d1522',
    tree: { trunk: '#141a22', dark: '#122019', mid: '#172a22', light: null },
    blooms: NIGHT_BLOOMS, bed: '#142520', bedNear: '#10201b', bedFar: '#0e1a17', bush: '#0f1c18', bushLit: '#1a2e27',
    frame: ['#070c12', '#0a1118', '#0d161c'], shade: 0.35,
  }, r, {
    sky: [
      '<rect width="1920" height="1080" fill="url(#sky)"/>',
      glow(900, 700, 1100, 'horizon'),
      stars(1920, 700, 320, r, 'star'),
      glow(1560, 210, 260, 'moon-glow'),
      '<circle cx="1560" cy="210" r="54" fill="#fbeecb" mask="url(#crescent)"/>',
      streak(1300, 300, 700, 36, '#3b4a78', 'soft', 0.5),
      streak(500, 420, 900, 40, '#34406e', 'soft', 0.45),
    ].join(''),
    afterLawn: glow(1300, 860, 420, 'spill', 0.55),
    front: lamps + fireflies.join(''),
  });
  scene.defs += [
    linear('sky', [[0, '#070c22'], [0.45, '#131d44'], [0.75, '#253060'], [1, '#3a3d68']]),
    '<mask id="crescent"><rect width="1920" height="1080" fill="#fff"/><circle cx="1584" cy="192" r="48" fill="#000"/></mask>',
    radial('horizon', [[0, '#5a4a7a', 0.55], [1, '#5a4a7a', 0]]),
    radial('star', [[0, '#fff6e0', 0.7], [1, '#fff6e0', 0]]),
    radial('moon-glow', [[0, '#f6e7c0', 0.45], [0.4, '#c9c4d8', 0.15], [1, '#c9c4d8', 0]]),
    radial('spill', [[0, '#ffb65c', 0.6], [1, '#ffb65c', 0]]),
    radial('firefly', [[0, '#fff0a0', 0.9], [1, '#ffd860', 0]]),
    radial('lamp-glow', [[0, '#ffe2a0', 0.8], [0.3, '#ffc870', 0.3], [1, '#ffc870', 0]]),
  ].join('');
  return scene;
};

/** Slide 3, Family-Oriented Environment: a table laid for tea in the garden under string lights. */
export const heroGarden = () => {
  const r = seeded(37);
  const wood = '#7b5236';
  const woodLit = '#9a6a45';
  const canopy = [];
  for (let i = 0; i < 60; i += 1) {
    const x = -160 + r() * 1080;
    const y = -160 + r() * (560 - Math.max(0, x - 500) * 0.5);
    canopy.push([x, y, 70 + r() * 90]);
  }
  const sag = (t) => {
    const [p0, p1, p2] = [[880, 330], [1380, 540], [1860, 300]];
    const u = 1 - t;
    return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
  };
  const bulbs = Array.from({ length: 17 }, (_, i) => sag((i + 0.5) / 17))
    .map(([x, y]) => `${glow(x, y + 10, 34, 'bulb')}<rect x="${(x - 2).toFixed(1)}" y="${y.toFixed(1)}" width="4" height="6" fill="#3b3226"/><ellipse cx="${x.toFixed(1)}" cy="${(y + 12).toFixed(1)}" rx="5" ry="7" fill="#fff1c4"/>`)
    .join('');
  // hydrangeas, a Pacific Northwest garden staple, as clusters of small florets in the hedge
  const hydrangeas = Array.from({ length: 14 }, (_, i) => {
    const x = 980 + (i / 13) * 900 + (r() - 0.5) * 40;
    const y = 650 + r() * 40;
    const color = i % 3 === 0 ? '#c6a3cf' : '#9fb4dd';
    return Array.from({ length: 9 }, () => `<circle cx="${(x + (r() - 0.5) * 34).toFixed(1)}" cy="${(y + (r() - 0.5) * 24).toFixed(1)}" r="${(6 + r() * 4).toFixed(1)}" fill="${color}"/>`).join('') +
      `<circle cx="${(x + 4).toFixed(1)}" cy="${(y + 6).toFixed(1)}" r="10" fill="#000" opacity="0.08"/>`;
  }).join('');
  const hedge = Array.from({ length: 26 }, (_, i) => bush(i * 78 - 20, 700, 150, '#3f5e34', '#56763f', r)).join('');
  const defs = [
    linear('sky', [[0, '#5b7492'], [0.45, '#9a8f8c'], [1, '#d7a676']]),
    radial('sun', [[0, '#fff0c8', 0.95], [0.25, '#ffd894', 0.5], [1, '#ffd08a', 0]]),
    linear('hedge', [[0, '#56743f'], [1, '#2f4a2a']]),
    linear('lawn', [[0, '#86a04e'], [0.45, '#5d7d38'], [1, '#2b4424']]),
    linear('cloth', [[0, '#f1e6d0'], [1, '#dccdb0']]),
    linear('drape', [[0, '#e3d5b9'], [1, '#c9b794']]),
    radial('bulb', [[0, '#fff1c4', 0.85], [0.3, '#ffd37a', 0.35], [1, '#ffd37a', 0]]),
    leftShade('shade', 0.45),
    blur('soft', 16),
    blur('haze', 6),
  ].join('');
  const body = [
    '<rect width="1920" height="1080" fill="url(#sky)"/>',
    glow(1760, 120, 900, 'sun'),
    streak(1350, 160, 700, 50, '#f6e2c0', 'soft', 0.5),
    // hazy lines of trees beyond the garden
    `<g filter="url(#haze)">${Array.from({ length: 22 }, (_, i) => `<circle cx="${(i * 95 + r() * 40).toFixed(1)}" cy="${(480 + r() * 40).toFixed(1)}" r="${(70 + r() * 50).toFixed(1)}" fill="${i % 2 ? '#7a8e86' : '#86968c'}"/>`).join('')}</g>`,
    `<g filter="url(#haze)">${Array.from({ length: 22 }, (_, i) => `<circle cx="${(i * 95 + r() * 40).toFixed(1)}" cy="${(570 + r() * 30).toFixed(1)}" r="${(60 + r() * 50).toFixed(1)}" fill="${i % 2 ? '#5f7a68' : '#6a846f'}"/>`).join('')}</g>`,
    fir(1540, 640, 360, '#56725f', r),
    fir(1690, 650, 300, '#607c68', r),
    hill(ridge(-40, 1960, 650, 10, 30, r), 1080, 'url(#hedge)'),
    hedge,
    hydrangeas,
    hill([[-40, 730], [500, 712], [1000, 722], [1500, 708], [1960, 716]], 1080, 'url(#lawn)'),
    // the big shade tree that frames the left of the garden
    '<path d="M230 1090 Q270 800 250 560 Q230 420 150 300 L190 290 Q270 400 300 470 Q330 360 420 280 L450 300 Q350 420 330 560 Q320 800 380 1090 Z" fill="#3a2a20"/>',
    '<ellipse cx="460" cy="1010" rx="560" ry="70" fill="#15230f" opacity="0.35"/>',
    canopy.map(([x, y, rad]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rad.toFixed(1)}" fill="#22361f"/>`).join(''),
    canopy.filter(([x]) => x > 350).map(([x, y, rad]) => `<circle cx="${(x + 14).toFixed(1)}" cy="${(y - 10).toFixed(1)}" r="${(rad * 0.6).toFixed(1)}" fill="#35512c"/>`).join(''),
    canopy.filter(([x]) => x > 650).map(([x, y, rad]) => `<circle cx="${(x + 24).toFixed(1)}" cy="${(y - 18).toFixed(1)}" r="${(rad * 0.35).toFixed(1)}" fill="#4f6b34" opacity="0.8"/>`).join(''),
    // string lights from the tree to a post
    '<rect x="1854" y="290" width="14" height="640" fill="#5a4330"/>',
    '<path d="M880 330 Q1380 540 1860 300" fill="none" stroke="#3b3226" stroke-width="2.5"/>',
    bulbs,
    // the table, laid for tea, with chairs around it
    '<ellipse cx="1410" cy="918" rx="420" ry="30" fill="#1d3018" opacity="0.35"/>',
    ladderBack(1230, 628, 760, wood, woodLit),
    ladderBack(1590, 628, 760, wood, woodLit),
    sideChair(1020, 920, 1, wood, woodLit, '#8fae8a'),
    sideChair(1800, 920, -1, wood, woodLit, '#8fae8a'),
    '<rect x="1120" y="850" width="14" height="64" fill="#5c4030"/><rect x="1688" y="850" width="14" height="64" fill="#5c4030"/>',
    '<path d="M1130 740 L1690 740 L1722 780 L1098 780 Z" fill="url(#cloth)"/>',
    `<path d="M1098 780 L1722 780 L1726 858 ${Array.from({ length: 16 }, (_, i) => `Q${1726 - (i + 0.5) * 39.375} ${i % 2 ? 866 : 850} ${1726 - (i + 1) * 39.375} 858`).join(' ')} Z" fill="url(#drape)"/>`,
    '<rect x="1098" y="834" width="628" height="8" fill="#8fae8a" opacity="0.8"/>',
    Array.from({ length: 7 }, (_, i) => `<rect x="${1160 + i * 84}" y="782" width="10" height="72" fill="#000" opacity="0.05"/>`).join(''),
    glassOf(1150, 772),
    teapot(1262, 764, '#f3ead9', '#9bb8a6'),
    bouquet(1410, 760, r),
    cakeStand(1560, 762),
    cup(1340, 776, '#f6efe2'),
    cup(1480, 776, '#f6efe2'),
    cup(1660, 770, '#f6efe2'),
    glassOf(1700, 776),
    // potted plants and beds at the front
    pot(930, 930, 90, 'lavender', r),
    pot(1860, 960, 100, 'geranium', r),
    bed(1180, 1720, 1070, 50, BLOOMS, '#2f4a25', r, 0.2),
    bed(380, 900, 1080, 44, BLOOMS, '#22381f', r, 0.12),
    '<rect width="1920" height="1080" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1920, vh: 1080, defs, body };
};
