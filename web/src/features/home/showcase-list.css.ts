import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconDisc } from '../../ui/layout.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const icon = iconDisc;

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole row is the target; the focus ring follows it.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const first = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.small,
});

export const check = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.success });
