import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The filters: as many side by side as fit, one under the other on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
  marginBottom: vars.space.lg,
});
export const scope = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.lg });
export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** A list being replaced by the next page or filter: still readable, plainly not final. */
export const stale = style({ opacity: 0.6 });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const summary = style({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.body, fontWeight: 700, overflowWrap: 'anywhere' });
export const changes = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: '2px', fontSize: vars.fontSize.small });
/** A long value (an FAQ answer, a message) is cut to 3 lines; its full text is in the tooltip. */
export const change = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginTop: vars.space.lg });
export const pagerButtons = style({ display: 'flex', gap: vars.space.sm });

/** The "Recent activity" part of a preview dialog: smaller, under a rule. */
export const recent = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const recentHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const recentTitle = style({ margin: 0, fontSize: vars.fontSize.lead });
export const recentNote = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const recentEntry = style([entry, { padding: vars.space.sm, gap: '2px', background: vars.color.background }]);

/** A changed picture's before and after, beside its line. */
export const thumbnails = style({ display: 'inline-flex', gap: vars.space.xs, marginLeft: vars.space.sm, verticalAlign: 'middle' });
export const thumbnail = style({ width: '3rem', height: '3rem', objectFit: 'cover', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
