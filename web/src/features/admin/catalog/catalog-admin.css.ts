import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import * as collection from '../collection/collection.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, marginBottom: vars.space.lg });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** The list, row and picture frame of the admin's collections (collection/collection.css.ts). */
export { list, rowFrame as row } from '../collection/collection.css';
export const thumb = style([collection.thumb, { display: 'grid', placeItems: 'center', color: vars.color.textMuted }]);
export const rowTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const rowHeading = style({ margin: 0, fontSize: vars.fontSize.h3 });
export const description = style({ color: vars.color.textMuted, marginBlock: vars.space.xs });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'flex-start' });
export const smallButton = style({ minHeight: '2.5rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small });
export const featured = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.highlight,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  fontFamily: vars.font.body,
});
export const chipEntry = style({ display: 'flex', gap: vars.space.sm });
export const chips = style({ listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
});
export const chip = styleVariants({
  neutral: [chipBase, { background: vars.color.surfaceAlt, color: vars.color.text }],
  green: [chipBase, { background: vars.color.successSoft, color: vars.color.success }],
});
export const chipRemove = style({
  display: 'inline-flex',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  padding: 2,
  minWidth: '1.75rem',
  minHeight: '1.75rem',
  alignItems: 'center',
  justifyContent: 'center',
});
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, minHeight: vars.layout.tapTarget });
export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const detailRow = style({ display: 'grid', gridTemplateColumns: '8rem 1fr', gap: vars.space.md });
export const detailImage = style({ width: '100%', maxHeight: '14rem', objectFit: 'cover', borderRadius: vars.radius.sm });
