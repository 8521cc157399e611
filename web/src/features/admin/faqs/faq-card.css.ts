import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { iconButton } from '../collection/collection.css';

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const body = style({ flex: '1 1 20rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const tags = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const order = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const question = style({ fontSize: vars.fontSize.lead, overflowWrap: 'anywhere' });
/** FAQ answers are clamped to 3 lines in the admin list (spec section 9). */
export const answer = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.xs });
/** Delete warns in red, and is disabled while a delete is on its way. */
export const dangerButton = style([
  iconButton,
  {
    color: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft, borderColor: vars.color.danger }, '&:disabled': { opacity: 0.6 } },
  },
]);
