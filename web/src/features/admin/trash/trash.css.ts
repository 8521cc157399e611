import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** One deleted item: what it is on the left, Restore on the right; Restore goes under it on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const what = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 16rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.body, fontWeight: 700, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small, color: vars.color.textMuted });
