import { BLOOMS, bed, blur, bush, fir, firRow, flowers, glow, hill, leftShade, linear, radial, ridge, roundTree, seeded, smooth, streak } from './art.mjs';
import { house } from './house.mjs';

// Section banners, 1600 x 500, one scene and palette per section. Page titles sit in the middle,
// so the busy parts go to the right. These are the wide views: the home's garden, the meadow path
// and the sea of the legal pages; the close views of things are in banners-close-ups.mjs.

const wave = (y, amplitude, length, phase, bottom = 500, width = 1600) => {
  const points = [];
  for (let x = -40; x <= width + 40; x += 40) points.push([x, y + Math.sin((x / length) * Math.PI * 2 + phase) * amplitude]);
  return `${smooth(points)} L${width + 40} ${bottom} L-40 ${bottom} Z`;
};

/** About: the home and its garden on a fresh morning. */
export const bannerAbout = () => {
  const r = seeded(41);
  const home = house('about', {
    wallShade: '#cdb79b', wallLit: '#f1e2c8', roofTop: '#4a5560', roofBottom: '#5f6b73', fascia: '#333c44',
    trim: '#f7f1e6', door: '#2f6b4f', shutter: '#4d6f7f', chimney: '#9a6a58', deck: '#a47d5c', curtain: '#e6b07a',
    glassTop: '#c9dbe6', glassBottom: '#8fb0c4', glowColor: '#ffd27a', glowOpacity: 0, porchShade: 0.2,
    lampOn: false, box: '#7a4a36', bush: '#4f7a3a', bushLit: '#79a052', leaf: '#44683a', blooms: BLOOMS,
  }, r);
  const defs = [
    linear('sky', [[0, '#4f7598'], [0.6, '#8ea8b4'], [1, '#d9c7a2']]),
    radial('sun', [[0, '#fff3d0', 0.9], [0.3, '#ffe2a8', 0.35], [1, '#ffe2a8', 0]]),
    linear('far', [[0, '#7e9a96'], [1, '#6f8d84']]),
    linear('mid', [[0, '#5c7f4c'], [1, '#4a6c3e']]),
    linear('lawn', [[0, '#6f9448'], [1, '#2f4a26']]),
    leftShade('shade', 0.4),
    blur('soft', 12),
    home.defs,
  ].join('');
  const body = [
    '<rect width="1600" height="500" fill="url(#sky)"/>',
    glow(1450, 120, 520, 'sun'),
    streak(500, 110, 700, 40, '#a9bccb', 'soft', 0.5),
    streak(1100, 70, 600, 30, '#d6dde0', 'soft', 0.45),
    hill(ridge(-40, 1640, 330, 16, 8, r), 500, 'url(#far)'),
    firRow(-20, 1640, 342, 60, '#5f7c74', r, 30),
    hill([[-40, 380], [400, 360], [800, 372], [1200, 356], [1640, 366]], 500, 'url(#mid)'),
    hill([[-40, 430], [500, 420], [1000, 426], [1640, 418]], 500, 'url(#lawn)'),
    roundTree(1010, 432, 200, { trunk: '#5a4232', dark: '#3f6234', mid: '#557a3f', light: '#86a558' }, r),
    fir(1560, 432, 300, '#2f4a30', r),
    `<g transform="translate(1100 440) scale(0.62)">${home.body}</g>`,
    // picket fence in front of the garden
    `<g fill="#e9dcc4" opacity="0.9"><rect x="900" y="452" width="700" height="6"/><rect x="900" y="472" width="700" height="6"/>${Array.from({ length: 36 }, (_, i) => `<path d="M${904 + i * 20} 490 L${904 + i * 20} 446 L${909 + i * 20} 440 L${914 + i * 20} 446 L${914 + i * 20} 490 Z"/>`).join('')}</g>`,
    bed(880, 1240, 500, 26, BLOOMS, '#3d6030', r, 0.2),
    bed(1260, 1620, 500, 30, BLOOMS, '#3d6030', r, 0.2),
    fir(40, 520, 520, '#1c2c22', r),
    fir(170, 520, 380, '#22352a', r),
    bush(330, 506, 240, '#22352a', null, r),
    '<rect width="1600" height="500" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1600, vh: 500, defs, body };
};

/** FAQ: a quiet path through the meadow under a soft morning sky. */
export const bannerFaq = () => {
  const r = seeded(79);
  const defs = [
    linear('sky', [[0, '#3f5f8a'], [0.55, '#8a8fb2'], [1, '#dcae94']]),
    radial('sun', [[0, '#ffe9c4', 0.8], [0.3, '#ffd3a8', 0.3], [1, '#ffd3a8', 0]]),
    linear('far', [[0, '#7a8fa3'], [1, '#6d8295']]),
    linear('mid', [[0, '#6d8f6a'], [1, '#4f7352']]),
    linear('near', [[0, '#557a48'], [1, '#2a4526']]),
    linear('path', [[0, '#e2c39c'], [1, '#a9845c']]),
    leftShade('shade', 0.3),
    blur('soft', 12),
  ].join('');
  const body = [
    '<rect width="1600" height="500" fill="url(#sky)"/>',
    glow(1230, 300, 520, 'sun'),
    streak(420, 120, 760, 46, '#9aa6c8', 'soft', 0.55),
    streak(1050, 80, 620, 36, '#b5b6cf', 'soft', 0.5),
    streak(1300, 210, 520, 30, '#f0c9b0', 'soft', 0.5),
    streak(700, 230, 500, 26, '#c7a8b4', 'soft', 0.45),
    hill(ridge(-40, 1640, 318, 14, 7, r), 500, 'url(#far)'),
    hill([[-40, 360], [350, 336], [800, 352], [1250, 330], [1640, 348]], 500, 'url(#mid)'),
    // the path winding from the foreground to the horizon
    '<path d="M620 510 C760 460 1010 430 1020 400 C1030 370 1160 356 1228 338 L1240 338 C1190 360 1080 376 1080 404 C1080 440 980 474 900 510 Z" fill="url(#path)"/>',
    hill([[-40, 420], [300, 404], [560, 430], [720, 470], [800, 540]], 540, 'url(#near)'),
    hill([[900, 560], [1000, 476], [1200, 432], [1640, 420]], 560, 'url(#near)'),
    roundTree(1360, 362, 150, { trunk: '#4a3a30', dark: '#3f5f3c', mid: '#55774a', light: '#7e9c62' }, r),
    roundTree(1460, 372, 110, { trunk: '#4a3a30', dark: '#3c5a38', mid: '#52744a', light: null }, r),
    fir(1120, 340, 120, '#4a6a52', r),
    flowers(1050, 1600, 500, 60, ['#f6d26b', '#fff1d6', '#c9a0dc'], '#3a5a2c', r, 0.14),
    flowers(0, 600, 500, 60, ['#e6c48c', '#b9a0c4'], '#2a4526', r, 0.08),
    '<rect width="1600" height="500" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1600, vh: 500, defs, body };
};

/** Legal: calm layered waves, nothing to read into. */
export const bannerLegal = () => {
  const defs = [
    linear('bg', [[0, '#1b2d3c'], [1, '#2f5866']], [0, 0, 1, 1]),
    radial('light', [[0, '#bfe0d4', 0.35], [1, '#bfe0d4', 0]]),
    linear('w1', [[0, '#2f5963'], [1, '#3f7078']], [0, 0, 1, 0]),
    linear('w2', [[0, '#28515a'], [1, '#4b8079']], [0, 0, 1, 0]),
    linear('w3', [[0, '#23474f'], [1, '#5e8f7e']], [0, 0, 1, 0]),
    linear('w4', [[0, '#1f3f46'], [1, '#789c82']], [0, 0, 1, 0]),
    linear('w5', [[0, '#1a353b'], [1, '#a59a74']], [0, 0, 1, 0]),
    leftShade('shade', 0.2),
  ].join('');
  const line = (y, amplitude, length, phase, opacity) =>
    `<path d="${smooth(Array.from({ length: 43 }, (_, k) => [k * 40 - 40, y + Math.sin(((k * 40) / length) * Math.PI * 2 + phase) * amplitude]))}" fill="none" stroke="#e9f1e6" stroke-width="1.5" opacity="${opacity}"/>`;
  const body = [
    '<rect width="1600" height="500" fill="url(#bg)"/>',
    glow(1300, 90, 640, 'light'),
    line(120, 20, 1400, 1.2, 0.1),
    line(150, 24, 1500, 1.6, 0.07),
    `<path d="${wave(200, 26, 1300, 0.4)}" fill="url(#w1)" opacity="0.85"/>`,
    line(236, 26, 1300, 0.9, 0.08),
    `<path d="${wave(270, 30, 1100, 1.8)}" fill="url(#w2)" opacity="0.9"/>`,
    `<path d="${wave(330, 24, 1500, 3.1)}" fill="url(#w3)"/>`,
    line(364, 22, 1500, 3.5, 0.08),
    `<path d="${wave(390, 22, 1200, 4.6)}" fill="url(#w4)"/>`,
    `<path d="${wave(440, 16, 1000, 0.9)}" fill="url(#w5)"/>`,
    '<rect width="1600" height="500" fill="url(#shade)"/>',
  ].join('');
  return { vw: 1600, vh: 500, defs, body };
};
