import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
});

export const reasons = style([grid, { '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }]);

export const periods = style([grid, { '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }]);

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  marginBottom: vars.space.xs,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const periodIcon = style([icon, { background: vars.color.accentSoft, color: vars.color.accent }]);

export const tileTitle = style({ fontSize: vars.fontSize.h3 });

export const muted = style({ color: vars.color.textMuted });

export const periodList = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${periodList} li::marker`, { color: vars.color.accent });

export const note = style({ marginTop: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
