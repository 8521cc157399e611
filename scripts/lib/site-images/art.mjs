// Drawing primitives for the site's illustrations (scripts/make-site-images.mjs). Everything is
// plain SVG that librsvg renders: gradients, paths, circles and Gaussian blur. No text, because
// fonts are not reliable in librsvg.

/** A small seeded generator, so regenerating the images gives the same pictures. */
export const seeded = (seed) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const n = (value) => Math.round(value * 10) / 10;

export const stops = (list) =>
  list
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');

export const linear = (id, list, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const radial = (id, list, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;

export const blur = (id, deviation) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** A soft round light: a circle filled with a radial gradient fading to nothing. */
export const glow = (cx, cy, r, id, opacity = 1) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})"${opacity === 1 ? '' : ` opacity="${opacity}"`}/>`;

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export const smooth = (points) => {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i];
    const [p1, p2] = [points[i], points[i + 1]];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
};

/** A hill: a smooth ridge through the points, closed down to `bottom`. */
export const hill = (points, bottom, fill, extra = '') =>
  `<path d="${smooth(points)} L${points.at(-1)[0]} ${bottom} L${points[0][0]} ${bottom} Z" fill="${fill}"${extra}/>`;

/** Ridge points from x0 to x1 around height y, with gentle seeded undulation. */
export const ridge = (x0, x1, y, amplitude, count, random) => {
  const points = [];
  for (let i = 0; i <= count; i += 1) {
    const x = x0 + ((x1 - x0) * i) / count;
    points.push([x, y + (random() - 0.5) * 2 * amplitude]);
  }
  return points;
};

/** A Douglas fir silhouette standing on (x, base), `h` tall, in tiers of drooping branches. */
export const fir = (x, base, h, fill, random, { width = 0.4, tiers = 7 } = {}) => {
  const w = h * width;
  const top = base - h;
  const trunk = h * 0.06;
  const right = [];
  for (let i = 1; i <= tiers; i += 1) {
    const t = i / tiers;
    const y = top + (h - trunk) * t;
    const out = (w / 2) * (0.18 + 0.82 * t) * (0.88 + random() * 0.24);
    right.push([x + out, y]);
    if (i < tiers) right.push([x + out * 0.42, y - (h / tiers) * 0.22]);
  }
  const stem = Math.max(2, h * 0.018);
  const left = right.map(([px, py]) => [2 * x - px + (random() - 0.5) * h * 0.01, py]).reverse();
  const pts = [[x, top], ...right, [x + stem, right.at(-1)[1]], [x + stem, base], [x - stem, base], [x - stem, right.at(-1)[1]], ...left];
  return `<path d="M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join(' L')} Z" fill="${fill}"/>`;
};

/** A rounded broadleaf tree: a tapered trunk and a canopy of clustered circles, lit from one side. */
export const roundTree = (x, base, size, { trunk, dark, mid, light }, random, lightFrom = 1) => {
  const cy = base - size * 0.78;
  const s = size;
  const blobs = [
    [0, 0, 0.36], [-0.27, 0.1, 0.25], [0.28, 0.08, 0.26], [-0.16, -0.2, 0.25], [0.15, -0.22, 0.25], [0, 0.17, 0.26], [-0.36, -0.02, 0.18], [0.37, -0.04, 0.18],
  ];
  const circle = ([dx, dy, r], color, grow = 1, shift = [0, 0]) =>
    `<circle cx="${n(x + (dx + shift[0]) * s)}" cy="${n(cy + (dy + shift[1]) * s)}" r="${n(r * s * grow * (0.94 + random() * 0.12))}" fill="${color}"/>`;
  const trunkPath = `<path d="M${n(x - s * 0.055)} ${base} Q${n(x - s * 0.03)} ${n(base - s * 0.3)} ${n(x - s * 0.09)} ${n(cy + s * 0.05)} L${n(x - s * 0.05)} ${n(cy + s * 0.04)} Q${n(x)} ${n(base - s * 0.32)} ${n(x + s * 0.08)} ${n(cy + s * 0.02)} L${n(x + s * 0.11)} ${n(cy + s * 0.05)} Q${n(x + s * 0.03)} ${n(base - s * 0.3)} ${n(x + s * 0.055)} ${base} Z" fill="${trunk}"/>`;
  const lx = 0.05 * lightFrom;
  return [
    trunkPath,
    blobs.map((b) => circle(b, dark)).join(''),
    blobs.slice(0, 6).map((b) => circle(b, mid, 0.72, [lx, -0.05])).join(''),
    light ? `<g opacity="0.5">${blobs.slice(2, 5).map((b) => circle(b, light, 0.5, [lx * 1.6, -0.08])).join('')}</g>` : '',
  ].join('');
};

/** A low rounded shrub: overlapping lobes, the upper ones catching a little light. */
export const bush = (x, base, w, fill, highlight, random) => {
  const parts = [];
  const count = 4 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const r = w * (0.2 + random() * 0.08) * (1 - Math.abs(t - 0.5) * 0.7);
    parts.push([x - w / 2 + w * (0.1 + 0.8 * t), base - r * (0.7 + random() * 0.4), r]);
  }
  const body = parts.map(([cx, cy, r]) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`).join('');
  const lit = highlight
    ? `<g opacity="0.55">${parts.map(([cx, cy, r]) => `<ellipse cx="${n(cx + r * 0.12)}" cy="${n(cy - r * 0.38)}" rx="${n(r * 0.62)}" ry="${n(r * 0.42)}" fill="${highlight}"/>`).join('')}</g>`
    : '';
  return `${body}${lit}<rect x="${n(x - w / 2)}" y="${n(base - 1)}" width="${n(w)}" height="4" fill="${fill}"/>`;
};

/** A flower bed: a soft mound of leaves from x0 to x1 dotted with blooms. */
export const bed = (x0, x1, base, height, colors, leaf, random, density = 0.12) =>
  `<path d="M${n(x0)} ${n(base)} Q${n((x0 + x1) / 2)} ${n(base - height * 1.6)} ${n(x1)} ${n(base)} Z" fill="${leaf}"/>` +
  flowers(x0 + (x1 - x0) * 0.06, x1 - (x1 - x0) * 0.06, base - 2, height * 0.7, colors, leaf, random, density);

/** A long soft band of cloud, blurred. */
export const streak = (x, y, w, h, fill, filterId, opacity = 1) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${fill}" filter="url(#${filterId})" opacity="${opacity}"/>`;

/** Dots of flowers over leaves in a bed from x0 to x1, on the ground line `base`. */
export const flowers = (x0, x1, base, height, colors, leaf, random, density = 0.1) => {
  const count = Math.round((x1 - x0) * density);
  let leaves = '';
  let blooms = '';
  for (let i = 0; i < count; i += 1) {
    const x = x0 + random() * (x1 - x0);
    const y = base - random() * height;
    leaves += `<ellipse cx="${n(x)}" cy="${n(y + 5)}" rx="${n(4 + random() * 5)}" ry="${n(3 + random() * 3)}" fill="${leaf}"/>`;
    blooms += `<circle cx="${n(x + (random() - 0.5) * 4)}" cy="${n(y)}" r="${n(2.2 + random() * 3.2)}" fill="${colors[Math.floor(random() * colors.length)]}"/>`;
  }
  return leaves + blooms;
};

/** Stars thinning out towards the horizon, a few with a soft halo. */
export const stars = (width, horizon, count, random, haloId) => {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * width;
    const y = Math.pow(random(), 1.6) * horizon;
    const r = 0.6 + Math.pow(random(), 3) * 2.2;
    const opacity = 0.35 + random() * 0.65 * (1 - y / horizon / 1.4);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff6e0" opacity="${n(opacity)}"/>`;
    if (haloId && r > 2.4) out += glow(x, y, r * 4, haloId, 0.5);
  }
  return out;
};

/** The whole picture: drawn on a `vw` x `vh` canvas, rendered at `w` x `h`. */
export const svg = (w, h, vw, vh, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;

// Shared by the scenes.

export const BLOOMS = ['#f2a7b8', '#f6d26b', '#e86f6f', '#c9a0dc', '#fff1d6', '#f4a261'];
export const NIGHT_BLOOMS = ['#6a5a7a', '#7a6a52', '#5a4a66', '#8a7a8e'];

/** A darkening from the left edge, under the site's own overlay, for the text. */
export const leftShade = (id, strength) =>
  linear(id, [[0, '#0b0f14', strength], [0.45, '#0b0f14', strength * 0.45], [0.75, '#0b0f14', 0]], [0, 0, 1, 0]);

export const firRow = (x0, x1, base, h, fill, random, step) => {
  let out = '';
  for (let x = x0; x < x1; x += step * (0.6 + random() * 0.8)) out += fir(x, base + random() * 8, h * (0.6 + random() * 0.6), fill, random, { tiers: 5 });
  return out;
};
