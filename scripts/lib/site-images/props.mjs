import { bush, flowers } from './art.mjs';

// Props drawn in place: garden furniture and tea things, potted plants, sunflowers, caring hands.

export const ladderBack = (x, top, seat, wood, woodLit) =>
  `<rect x="${x - 36}" y="${top}" width="9" height="${seat - top}" fill="${wood}"/><rect x="${x + 27}" y="${top}" width="9" height="${seat - top}" fill="${wood}"/>` +
  `<path d="M${x - 40} ${top + 8} Q${x} ${top - 12} ${x + 40} ${top + 8} L${x + 40} ${top + 20} Q${x} ${top} ${x - 40} ${top + 20} Z" fill="${woodLit}"/>` +
  [0.34, 0.56, 0.78].map((t) => `<rect x="${x - 30}" y="${top + (seat - top) * t}" width="60" height="8" rx="2" fill="${wood}"/>`).join('');

/** A chair seen from the side; `facing` 1 faces right, -1 faces left. */
export const sideChair = (x, floor, facing, wood, woodLit, cushion) => {
  const f = facing;
  const seat = floor - 92;
  const back = x - f * 36;
  return [
    `<path d="M${back - 5} ${floor} L${back + 5} ${floor} L${back - f * 4 + 5} ${seat - 110} L${back - f * 4 - 5} ${seat - 110} Z" fill="${wood}"/>`,
    `<rect x="${x + f * 36 - 5}" y="${seat}" width="10" height="${floor - seat}" fill="${wood}"/>`,
    `<rect x="${Math.min(back, x + f * 40) - 4}" y="${seat - 4}" width="${Math.abs(x + f * 40 - back) + 8}" height="11" rx="3" fill="${woodLit}"/>`,
    `<rect x="${Math.min(back, x + f * 36) + 4}" y="${seat - 16}" width="${Math.abs(x + f * 36 - back) - 8}" height="13" rx="6" fill="${cushion}"/>`,
    `<rect x="${Math.min(back, x) - 2}" y="${floor - 40}" width="${Math.abs(x - back) + 40}" height="5" fill="${wood}" transform="translate(${f > 0 ? 0 : -36} 0)"/>`,
  ].join('');
};

export const cup = (x, base, color) =>
  `<ellipse cx="${x}" cy="${base}" rx="24" ry="5" fill="#e9e2d6"/>` +
  `<path d="M${x - 15} ${base - 24} L${x + 15} ${base - 24} Q${x + 14} ${base - 2} ${x} ${base - 2} Q${x - 14} ${base - 2} ${x - 15} ${base - 24} Z" fill="${color}"/>` +
  `<path d="M${x + 14} ${base - 19} q12 0 10 8 q-2 6 -12 5" fill="none" stroke="${color}" stroke-width="3.5"/>` +
  `<ellipse cx="${x}" cy="${base - 24}" rx="15" ry="3.5" fill="#7a4b2a"/>`;

export const glassOf = (x, base) =>
  `<path d="M${x - 11} ${base - 46} L${x + 11} ${base - 46} L${x + 9} ${base} L${x - 9} ${base} Z" fill="#dfe9e6" opacity="0.55"/>` +
  `<path d="M${x - 10} ${base - 34} L${x + 10} ${base - 34} L${x + 9} ${base} L${x - 9} ${base} Z" fill="#f3cf5e" opacity="0.9"/>` +
  `<rect x="${x - 7}" y="${base - 42}" width="3" height="36" fill="#fff" opacity="0.5"/>`;

export const teapot = (x, base, color, shade) =>
  `<path d="M${x - 34} ${base - 16} C${x - 52} ${base - 22} ${x - 58} ${base - 44} ${x - 72} ${base - 62} L${x - 62} ${base - 68} C${x - 52} ${base - 54} ${x - 46} ${base - 46} ${x - 32} ${base - 44} Z" fill="${color}"/>` +
  `<path d="M${x + 30} ${base - 50} q26 -4 24 18 q-2 16 -26 14" fill="none" stroke="${color}" stroke-width="7"/>` +
  `<ellipse cx="${x}" cy="${base - 30}" rx="40" ry="30" fill="${color}"/>` +
  `<ellipse cx="${x + 6}" cy="${base - 22}" rx="32" ry="18" fill="${shade}" opacity="0.5"/>` +
  `<ellipse cx="${x - 14}" cy="${base - 42}" rx="12" ry="7" fill="#fff" opacity="0.35"/>` +
  `<path d="M${x - 22} ${base - 56} Q${x} ${base - 72} ${x + 22} ${base - 56} Z" fill="${shade}"/><circle cx="${x}" cy="${base - 68}" r="6" fill="${shade}"/>` +
  `<ellipse cx="${x}" cy="${base - 1}" rx="26" ry="4" fill="${shade}"/>`;

export const cakeStand = (x, base) =>
  `<path d="M${x - 18} ${base} L${x + 18} ${base} L${x + 4} ${base - 34} L${x - 4} ${base - 34} Z" fill="#e6ddd0"/>` +
  `<ellipse cx="${x}" cy="${base - 36}" rx="58" ry="9" fill="#efe8dc"/>` +
  `<path d="M${x - 42} ${base - 40} L${x - 42} ${base - 78} Q${x} ${base - 90} ${x + 42} ${base - 78} L${x + 42} ${base - 40} Q${x} ${base - 32} ${x - 42} ${base - 40} Z" fill="#e9b8a2"/>` +
  `<path d="M${x - 42} ${base - 62} Q${x} ${base - 54} ${x + 42} ${base - 62} L${x + 42} ${base - 56} Q${x} ${base - 48} ${x - 42} ${base - 56} Z" fill="#f6ece0"/>` +
  `<ellipse cx="${x}" cy="${base - 80}" rx="42" ry="9" fill="#f7eadf"/>` +
  [-26, -9, 9, 26].map((dx, i) => `<circle cx="${x + dx}" cy="${base - 84 + (i % 2) * 3}" r="6" fill="#c8463d"/>`).join('');

export const bouquet = (x, base, random) => {
  const parts = [
    `<path d="M${x - 24} ${base} Q${x - 30} ${base - 30} ${x - 16} ${base - 58} L${x + 16} ${base - 58} Q${x + 30} ${base - 30} ${x + 24} ${base} Z" fill="#6f97ad"/>`,
    `<path d="M${x - 12} ${base - 50} Q${x - 16} ${base - 30} ${x - 8} ${base - 8}" stroke="#fff" stroke-width="3" fill="none" opacity="0.35"/>`,
  ];
  const cx = x;
  const cy = base - 110;
  for (let i = 0; i < 16; i += 1) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 58;
    parts.push(`<ellipse cx="${(cx + Math.cos(a) * d * 1.2).toFixed(1)}" cy="${(cy + Math.sin(a) * d * 0.8).toFixed(1)}" rx="16" ry="8" fill="${i % 2 ? '#4e7a3f' : '#6b9450'}" transform="rotate(${Math.round(a * 57)} ${(cx + Math.cos(a) * d * 1.2).toFixed(1)} ${(cy + Math.sin(a) * d * 0.8).toFixed(1)})"/>`);
  }
  const blooms = [['#f4b6c2', 20], ['#fff0dc', 14], ['#f6d26b', 12], ['#e98a8a', 16], ['#c9a0dc', 12], ['#f4b6c2', 16], ['#fff0dc', 12]];
  for (let i = 0; i < 22; i += 1) {
    const [color, size] = blooms[i % blooms.length];
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 52;
    const bx = cx + Math.cos(a) * d * 1.25;
    const by = cy + Math.sin(a) * d * 0.85;
    parts.push(`<circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="${(size * (0.7 + random() * 0.5)).toFixed(1)}" fill="${color}"/>`);
    parts.push(`<circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="${(size * 0.3).toFixed(1)}" fill="#000" opacity="0.12"/>`);
  }
  return parts.join('');
};

export const pot = (x, base, w, plant, random) =>
  `${plant === 'lavender'
    ? Array.from({ length: 14 }, (_, i) => {
        const sx = x - w * 0.4 + (w * 0.8 * i) / 13;
        const top = base - w * 0.9 - w * (0.5 + random() * 0.6);
        return `<path d="M${x} ${base - w * 0.9} L${sx.toFixed(1)} ${top.toFixed(1)}" stroke="#5f7a4a" stroke-width="2.5"/><ellipse cx="${sx.toFixed(1)}" cy="${(top + 10).toFixed(1)}" rx="4.5" ry="13" fill="${i % 2 ? '#8e7cc3' : '#a38fd6'}"/>`;
      }).join('')
    : bush(x, base - w * 0.8, w * 1.3, '#3f6a37', '#5f8a45', random) + flowers(x - w * 0.5, x + w * 0.5, base - w * 0.95, w * 0.55, ['#e25b53', '#f08a80', '#d94848'], '#3f6a37', random, 0.5)}` +
  `<path d="M${x - w / 2} ${base - w * 0.9} L${x + w / 2} ${base - w * 0.9} L${x + w * 0.38} ${base} L${x - w * 0.38} ${base} Z" fill="#b8663f"/>` +
  `<rect x="${x - w * 0.54}" y="${base - w * 0.96}" width="${w * 1.08}" height="${w * 0.16}" rx="3" fill="#c97a50"/>`;

/** Two hands cupped palm-up, fingers curling up at the outer edges, in knitted sleeves. */
export const hands = (cx, y, skin, shade, sleeve) => {
  const one = (f) => {
    const X = (dx) => cx + f * dx;
    const notches = [[136, -30], [138, -2], [134, 26]];
    return [
      `<path d="M${X(-2)} ${y + 112} L${X(64)} ${y + 102} L${X(92)} ${y + 186} L${X(12)} ${y + 186} Z" fill="${sleeve}"/>`,
      `<path d="M${X(-2)} ${y + 112} L${X(64)} ${y + 102} L${X(67)} ${y + 118} L${X(1)} ${y + 128} Z" fill="#fff" opacity="0.18"/>`,
      `<path d="M${X(-3)} ${y + 10} C${X(40)} ${y + 36} ${X(92)} ${y + 14} ${X(112)} ${y - 40} Q${X(118)} ${y - 62} ${X(132)} ${y - 56} Q${X(144)} ${y - 48} ${X(136)} ${y - 30} Q${X(150)} ${y - 18} ${X(138)} ${y - 2} Q${X(150)} ${y + 12} ${X(134)} ${y + 26} Q${X(142)} ${y + 42} ${X(122)} ${y + 50} C${X(100)} ${y + 70} ${X(72)} ${y + 84} ${X(60)} ${y + 96} L${X(60)} ${y + 112} L${X(-3)} ${y + 112} Z" fill="${skin}"/>`,
      `<path d="M${X(0)} ${y + 12} C${X(40)} ${y + 36} ${X(92)} ${y + 14} ${X(112)} ${y - 40} C${X(108)} ${y + 6} ${X(66)} ${y + 46} ${X(0)} ${y + 40} Z" fill="${shade}" opacity="0.45"/>`,
      notches.map(([dx, dy]) => `<path d="M${X(dx)} ${y + dy} L${X(dx - 14)} ${y + dy + 2}" stroke="${shade}" stroke-width="2.5" stroke-linecap="round"/>`).join(''),
      `<path d="M${X(58)} ${y + 26} Q${X(86)} ${y + 14} ${X(100)} ${y - 18}" stroke="${shade}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    ].join('');
  };
  return one(1) + one(-1);
};

export const heart = (cx, cy, size, fill) =>
  `<path d="M${cx} ${cy + size * 0.9} C${cx - size * 1.4} ${cy} ${cx - size * 0.9} ${cy - size * 1.1} ${cx} ${cy - size * 0.45} C${cx + size * 0.9} ${cy - size * 1.1} ${cx + size * 1.4} ${cy} ${cx} ${cy + size * 0.9} Z" fill="${fill}"/>`;

export const sunflower = (x, base, h, random) => {
  const cy = base - h;
  const petals = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * 360;
    return `<ellipse cx="${x}" cy="${cy - 26}" rx="8" ry="20" fill="${i % 2 ? '#f2c14e' : '#e9a93a'}" transform="rotate(${a} ${x} ${cy})"/>`;
  }).join('');
  return `<path d="M${x} ${base} Q${x + 8} ${base - h / 2} ${x} ${cy}" stroke="#4f7a3a" stroke-width="6" fill="none"/>` +
    `<ellipse cx="${x - 22}" cy="${base - h * 0.45}" rx="24" ry="10" fill="#5a8a42" transform="rotate(-25 ${x - 22} ${base - h * 0.45})"/>` +
    `<ellipse cx="${x + 24}" cy="${base - h * 0.3}" rx="24" ry="10" fill="#4f7a3a" transform="rotate(25 ${x + 24} ${base - h * 0.3})"/>` +
    petals + `<circle cx="${x}" cy="${cy}" r="${14 + random() * 3}" fill="#6b4226"/><circle cx="${x - 3}" cy="${cy - 3}" r="6" fill="#8a5a34"/>`;
};
