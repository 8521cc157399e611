import { style } from '@vanilla-extract/css';

/**
 * PALETTE (to move into theme.css.ts): the eight gradients that rotate over the program cards by
 * index (spec section 2). The theme has too few hues for eight distinct, calm pairs, so they are
 * kept here, in this one place, until the theme grows a `gradient` group. Every stop keeps white
 * icons and text at WCAG AA contrast (>= 4.9:1).
 */
export const PROGRAM_GRADIENT_PALETTE = [
  ['#22513b', '#2f7d5b'], // forest
  ['#0f5e63', '#1c7c83'], // teal
  ['#1e4f8a', '#2e6bb0'], // lake blue
  ['#5b3a7a', '#7a509c'], // plum
  ['#9a3f27', '#b4512f'], // terracotta
  ['#8a2f4f', '#a83f64'], // berry
  ['#6e4a10', '#8f6114'], // bronze
  ['#34495e', '#4b6580'], // slate
] as const;

/** One class per palette entry; pick with `programGradient(index)` (program-gradient.ts). */
export const programGradients = PROGRAM_GRADIENT_PALETTE.map(([from, to]) =>
  style({ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }),
);
