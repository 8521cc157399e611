import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: vars.shadow.raised },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

/** The title link covers the whole card: a large, forgiving target. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    // The ring goes round the whole card, where the click lands.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  // Two lines keep both rows of cards within a laptop screen; the full text is one click away.
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.text,
});

export const check = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.success });
