import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '9rem',
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  textAlign: 'center',
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:hover': { borderColor: vars.color.brand },
  },
});
const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
/**
 * The spec's image size presets (section 8): full is as wide as its container and 12rem (48)
 * tall; square and portrait keep that height at their own shape.
 */
export const preview = styleVariants({
  landscape: [frame, { height: '12rem' }],
  square: [frame, { height: '12rem', width: 'auto', aspectRatio: '1 / 1' }],
  portrait: [frame, { height: '12rem', width: 'auto', aspectRatio: '3 / 4' }],
});
export const previewLink = style({ display: 'block', width: '100%', height: '100%' });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const failed = style({ display: 'grid', placeItems: 'center', height: '100%', color: vars.color.danger, fontWeight: 600 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const progress = style({ width: '100%', height: '0.75rem', accentColor: vars.color.brand });
export const error = style({ color: vars.color.danger, fontWeight: 600 });

/** The Gallery picker: the photos as a grid of thumbnails, each a button named by its alt text. */
export const pickerGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
});
export const pickerItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.layout.tapTarget,
  padding: vars.space.xs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});
export const pickerThumb = style({ width: '100%', aspectRatio: '4 / 3', height: 'auto', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const pickerName = style({ fontSize: vars.fontSize.small, lineHeight: 1.3, overflowWrap: 'anywhere' });
