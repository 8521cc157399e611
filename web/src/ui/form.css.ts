import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const control = style({
  width: '100%',
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.body,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { background: vars.color.surfaceAlt },
  },
});
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
/** A hint of several lines, one per choice (e.g. what each role may do). */
export const hintList = style({ margin: 0, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xs });
export const hintGood = style({ fontSize: vars.fontSize.small, color: vars.color.success, fontWeight: 600 });
export const hintBad = style({ fontSize: vars.fontSize.small, color: vars.color.danger, fontWeight: 600 });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });

const notice = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm, borderLeft: '4px solid' });
export const info = style([notice, { background: vars.color.brandSoft, borderColor: vars.color.brand }]);
export const errorBox = style([notice, { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger }]);
export const successBox = style([notice, { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success }]);
