import { bush, flowers, glow, linear, radial } from './art.mjs';

// The family home: a one-storey ranch house with a hip roof, a gabled front porch with a railing,
// a green front door, shuttered windows and window boxes. Drawn 640 wide with its ground line at
// y = 0; place it with translate and scale.

const windowPane = (x, y, w, h, p, id, { shutters = false, box = false, random } = {}) => {
  const parts = [];
  if (p.glowOpacity > 0) parts.push(glow(x + w / 2, y + h / 2, Math.max(w, h) * 1.5, `${id}-halo`, p.glowOpacity));
  if (shutters) {
    const sw = w * 0.36;
    for (const sx of [x - sw - 8, x + w + 8]) {
      parts.push(`<rect x="${sx}" y="${y - 4}" width="${sw}" height="${h + 8}" rx="2" fill="${p.shutter}"/>`);
      for (let ly = y + 6; ly < y + h; ly += 9) parts.push(`<rect x="${sx + 4}" y="${ly}" width="${sw - 8}" height="2.5" fill="#000" opacity="0.18"/>`);
    }
  }
  parts.push(`<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" rx="2" fill="${p.trim}"/>`);
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-glass)"/>`);
  // Curtains tied back at the top corners: what makes a lit window read as a home.
  parts.push(`<path d="M${x} ${y} L${x + w * 0.3} ${y} Q${x + w * 0.12} ${y + h * 0.4} ${x + w * 0.08} ${y + h} L${x} ${y + h} Z" fill="${p.curtain}" opacity="0.85"/>`);
  parts.push(`<path d="M${x + w} ${y} L${x + w * 0.7} ${y} Q${x + w * 0.88} ${y + h * 0.4} ${x + w * 0.92} ${y + h} L${x + w} ${y + h} Z" fill="${p.curtain}" opacity="0.85"/>`);
  parts.push(`<rect x="${x + w / 2 - 2}" y="${y}" width="4" height="${h}" fill="${p.trim}"/><rect x="${x}" y="${y + h / 2 - 2}" width="${w}" height="4" fill="${p.trim}"/>`);
  parts.push(`<rect x="${x - 10}" y="${y + h + 5}" width="${w + 20}" height="7" rx="1" fill="${p.trim}"/>`);
  if (box) {
    parts.push(`<rect x="${x - 6}" y="${y + h + 12}" width="${w + 12}" height="16" rx="2" fill="${p.box}"/>`);
    parts.push(flowers(x - 4, x + w + 4, y + h + 13, 10, p.blooms, p.leaf, random, 0.45));
  }
  return parts.join('');
};

export const house = (id, p, random) => {
  const defs = [
    linear(`${id}-wall`, [[0, p.wallShade], [1, p.wallLit]], [0, 0, 1, 0]),
    linear(`${id}-roof`, [[0, p.roofTop], [1, p.roofBottom]]),
    linear(`${id}-glass`, [[0, p.glassTop], [1, p.glassBottom]]),
    radial(`${id}-halo`, [[0, p.glowColor, 0.9], [0.35, p.glowColor, 0.35], [1, p.glowColor, 0]]),
    radial(`${id}-lamp`, [[0, '#fff3c4', 1], [0.2, '#ffd27a', 0.7], [1, '#ffb54a', 0]]),
  ].join('');

  const siding = [];
  for (let y = -176; y < -6; y += 13) siding.push(`<rect x="0" y="${y}" width="640" height="1.6" fill="#000" opacity="0.07"/>`);

  const rail = (x0, x1) => {
    const parts = [`<rect x="${x0}" y="-66" width="${x1 - x0}" height="6" fill="${p.trim}"/>`, `<rect x="${x0}" y="-34" width="${x1 - x0}" height="4" fill="${p.trim}"/>`];
    for (let x = x0 + 8; x < x1 - 4; x += 13) parts.push(`<rect x="${x}" y="-60" width="4" height="30" fill="${p.trim}"/>`);
    return parts.join('');
  };

  const body = [
    '<ellipse cx="330" cy="4" rx="380" ry="18" fill="#000" opacity="0.22"/>',
    // chimney behind the roof
    `<rect x="478" y="-346" width="40" height="110" fill="${p.chimney}"/><rect x="472" y="-354" width="52" height="12" fill="${p.fascia}"/>`,
    // hip roof and its fascia
    `<path d="M-36 -182 L676 -182 L566 -300 L86 -300 Z" fill="url(#${id}-roof)"/>`,
    `<rect x="-36" y="-184" width="712" height="9" fill="${p.fascia}"/>`,
    `<rect x="0" y="-175" width="640" height="175" fill="url(#${id}-wall)"/>`,
    siding.join(''),
    '<rect x="0" y="-175" width="640" height="8" fill="#000" opacity="0.18"/>',
    // gabled porch roof over the left part
    `<path d="M34 -170 L220 -312 L406 -170 Z" fill="${p.fascia}"/>`,
    `<path d="M62 -180 L220 -296 L378 -180 Z" fill="url(#${id}-wall)"/>`,
    '<path d="M62 -180 L220 -296 L378 -180 Z" fill="#000" opacity="0.06"/>',
    `<circle cx="220" cy="-226" r="17" fill="${p.trim}"/><circle cx="220" cy="-226" r="12" fill="url(#${id}-glass)"/>`,
    `<rect x="34" y="-178" width="372" height="10" fill="${p.fascia}"/>`,
    // shade under the porch roof
    `<rect x="52" y="-168" width="336" height="146" fill="#000" opacity="${p.porchShade}"/>`,
    windowPane(96, -142, 62, 76, p, id),
    windowPane(292, -142, 62, 76, p, id),
    windowPane(446, -150, 70, 86, p, id, { shutters: true, box: true, random }),
    windowPane(566, -150, 50, 86, p, id, { shutters: false, box: true, random }),
    // front door with a lit fan light
    `<rect x="186" y="-146" width="68" height="124" fill="${p.trim}"/>`,
    `<rect x="193" y="-139" width="54" height="117" fill="${p.door}"/>`,
    `<rect x="200" y="-132" width="40" height="26" rx="2" fill="url(#${id}-glass)"/>`,
    '<rect x="201" y="-98" width="17" height="32" fill="#000" opacity="0.14"/><rect x="222" y="-98" width="17" height="32" fill="#000" opacity="0.14"/>',
    '<rect x="201" y="-60" width="17" height="30" fill="#000" opacity="0.14"/><rect x="222" y="-60" width="17" height="30" fill="#000" opacity="0.14"/>',
    '<circle cx="240" cy="-80" r="3" fill="#e9c46a"/>',
    // porch lamp
    p.lampOn ? glow(270, -112, 70, `${id}-lamp`, 0.9) : '',
    `<path d="M265 -128 L275 -128 L277 -122 L276 -106 L264 -106 L263 -122 Z" fill="${p.lampOn ? '#ffe2a0' : p.trim}" stroke="${p.fascia}" stroke-width="2"/><rect x="267" y="-132" width="6" height="4" fill="${p.fascia}"/>`,
    // deck, columns and railing
    `<rect x="44" y="-24" width="352" height="24" fill="${p.deck}"/><rect x="44" y="-24" width="352" height="4" fill="#fff" opacity="0.12"/>`,
    `<rect x="176" y="-14" width="88" height="14" fill="${p.deck}"/><rect x="176" y="-14" width="88" height="3" fill="#fff" opacity="0.15"/>`,
    [56, 164, 276, 376].map((x) => `<rect x="${x - 2}" y="-168" width="14" height="146" fill="${p.trim}"/><rect x="${x - 5}" y="-170" width="20" height="7" fill="${p.trim}"/>`).join(''),
    rail(68, 164),
    rail(288, 376),
    // foundation planting
    bush(460, 2, 110, p.bush, p.bushLit, random),
    bush(590, 2, 90, p.bush, p.bushLit, random),
    bush(20, 2, 80, p.bush, p.bushLit, random),
    flowers(410, 640, 4, 16, p.blooms, p.leaf, random, 0.3),
    flowers(-10, 44, 4, 14, p.blooms, p.leaf, random, 0.3),
  ].join('');
  return { defs, body };
};
