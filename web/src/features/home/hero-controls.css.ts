import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** Controls over the bottom of the slides: arrows and dots, pause/play, the scroll hint. */
export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.lg,
  zIndex: 2,
});

export const controlsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [media.md]: { gap: vars.space.md } },
});

// Tighter on phones, so every control fits on one line at 360px.
export const controlGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.sm]: { gap: vars.space.sm } },
});

export const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: '48px',
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.onBrand}`,
  background: vars.color.overlay,
  color: vars.color.onBrand,
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.brandStrong },
    '&:focus-visible': { outlineColor: vars.color.highlight, outlineOffset: '3px' },
  },
});

export const pauseButton = style([roundButton, { '@media': { [media.sm]: { paddingInline: vars.space.md } } }]);

export const dots = style({ display: 'flex', alignItems: 'center' });

/** A 44px target around a small dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  selectors: { '&:focus-visible': { outlineColor: vars.color.highlight } },
});

export const dotMark = style({
  display: 'block',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.onBrand}`,
  background: 'transparent',
  transition: 'width 200ms ease, background-color 200ms ease',
  selectors: {
    [`${dot}[aria-current="true"] &`]: { width: '32px', background: vars.color.highlight, borderColor: vars.color.highlight },
    [`${dot}:hover &`]: { background: vars.color.onBrand },
  },
});

const bob = keyframes({ '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(4px)' } });

export const scrollHint = style([
  roundButton,
  {
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    // Phones show a round arrow button like the others; wider screens the words and the arrow.
    '@media': { [media.sm]: { paddingInline: vars.space.md, background: 'transparent', borderColor: 'transparent' } },
    selectors: { '&:hover': { background: vars.color.overlay, color: vars.color.onBrand } },
  },
]);

export const scrollIcon = style({
  // Three bobs, then still: the hint has been seen by then, and an endless animation keeps a phone's
  // processor (and the browser tests' two cores: 12% of their CPU on the home page's specs) busy.
  animation: `${bob} 2s ease-in-out 3`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const hideSmall = style({
  '@media': { 'screen and (max-width: 599px)': { display: 'none' } },
});
