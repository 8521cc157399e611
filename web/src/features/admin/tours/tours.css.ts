import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.lead });
export const facts = style({ display: 'grid', gap: vars.space.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
