import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** The trust line's band under it, so the two read as one band of facts; kept short on a phone. */
export { band } from './trust-line.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg } },
});

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' };

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gridAutoFlow: 'column',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const faces = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const caption = style({ fontWeight: 700, fontSize: vars.fontSize.small });

export const faceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const face = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center', minWidth: 0 });

export const faceImage = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  objectFit: 'cover',
  border: `2px solid ${vars.color.brandSoft}`,
  background: vars.color.surfaceAlt,
});

export const faceName = style({ fontSize: '0.9375rem', lineHeight: 1.25, overflowWrap: 'anywhere' });

export const facts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  fontWeight: 700,
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const quoteCard = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.brand}`,
});

/** Long words of a family keep to four lines here; What Families Say further down has them whole. */
export const quote = style({
  margin: 0,
  fontStyle: 'italic',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const source = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.small, color: vars.color.textMuted });
