import { style } from '@vanilla-extract/css';
import { media } from '../styles/media';
import { vars } from '../styles/theme.css';

export const banner = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: 'clamp(15rem, 30vw, 24rem)',
  paddingBlock: vars.space.xxl,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  selectors: {
    // The dark overlay keeps white text readable on any photo.
    '&::before': { content: '""', position: 'absolute', inset: 0, zIndex: -1, background: vars.color.overlay },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const content = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.body,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const separator = style({ flexShrink: 0, opacity: 0.85 });

export const crumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  color: vars.color.onBrand,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outlineColor: vars.color.highlight },
  },
});

export const current = style({ fontWeight: 700 });

export const title = style({
  color: vars.color.onBrand,
  maxWidth: '22ch',
  textWrap: 'balance',
  textShadow: `0 2px 12px ${vars.color.overlay}`,
});

export const subtitle = style({
  maxWidth: '46rem',
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lead,
  textShadow: `0 1px 8px ${vars.color.overlay}`,
});
