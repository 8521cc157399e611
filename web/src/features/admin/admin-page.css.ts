import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Shared by the admin screens: page title block, cards and badges. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const title = style({ fontSize: vars.fontSize.h2 });
export const subtitle = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const panelTitle = style({ fontSize: vars.fontSize.h3, marginBottom: vars.space.md });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });
const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textTransform: 'capitalize',
});
export const badgeGood = style([badgeBase, { background: vars.color.successSoft, color: vars.color.success }]);
export const badgeBad = style([badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }]);
export const badgeNeutral = style([badgeBase, { background: vars.color.surfaceAlt, color: vars.color.text }]);
export const notice = style({ textAlign: 'center', padding: vars.space.xxl, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });
