import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const badgeSize = '3.5rem';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  transition: 'box-shadow 200ms ease, transform 200ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
    // The whole card is the link's target, so the whole card shows the keyboard focus.
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const media = style({ aspectRatio: '3 / 2', background: vars.color.surfaceAlt });

/** The colour strip under a program's image (the rotating gradients). */
export const strip = style({ height: '6px' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

/** The icon disc sits on the image's lower edge. */
export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: badgeSize,
  height: badgeSize,
  marginTop: `calc(${badgeSize} / -2)`,
  marginBottom: vars.space.xs,
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  position: 'relative',
});

export const title = style({ fontSize: vars.fontSize.h3 });

export const description = style({ color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const listItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const check = style({ flexShrink: 0, marginTop: '0.3em', color: vars.color.brand });

export const more = style({
  marginTop: 'auto',
  paddingTop: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
  alignSelf: 'flex-start',
  fontWeight: 700,
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  selectors: {
    // Stretches the link over the card: one tab stop, and the whole card can be clicked.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { color: vars.color.brand },
  },
});
