import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The rows of the collection kit's list screens: picture (if any), words, then actions. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** A row's frame: picture, words, actions side by side from the md width (the catalog's rows use it too). */
export const rowFrame = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.md]: { gridTemplateColumns: '8rem 1fr auto', alignItems: 'start' } },
});
export const row = style([rowFrame, { background: vars.color.surface }]);
/** A row without a picture (a family's words): words, then actions. */
export const wordsRow = style([row, { '@media': { [media.md]: { gridTemplateColumns: '1fr auto' } } }]);
export const thumb = style({
  width: '8rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});
export const portrait = style({ width: '6rem', height: '6rem', objectFit: 'cover', borderRadius: vars.radius.pill, background: vars.color.surfaceAlt });
export const initials = style([
  portrait,
  { display: 'grid', placeItems: 'center', fontFamily: vars.font.heading, fontSize: vars.fontSize.h3, fontWeight: 700, color: vars.color.brandStrong, background: vars.color.brandSoft },
]);
export const body = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.h3, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const quote = style({ margin: 0, fontSize: vars.fontSize.lead, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'flex-start' });
export const smallButton = style({ minHeight: vars.layout.tapTarget, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small });
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, minHeight: vars.layout.tapTarget });
export const checkboxInput = style({ width: '1.25rem', height: '1.25rem' });
/** A badge of several words keeps its sentence case ('Waiting for approval'). */
export const sentenceCase = style({ textTransform: 'none' });
