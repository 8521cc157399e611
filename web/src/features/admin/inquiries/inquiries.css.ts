import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', marginBottom: vars.space.lg });
export const search = style({ flex: '1 1 16rem', maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** On a phone the filters fold behind their button; from 600 px they stand in the toolbar's row. */
export const filtersToggle = style({ '@media': { [media.sm]: { display: 'none' } } });
export const filters = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'contents' } },
});
export const filtersOpen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  '@media': { [media.sm]: { display: 'contents' } },
});
export const filter = style({ flex: '0 1 12rem' });
/** Room for the tour filters' labels and longest choices ('Long-term care insurance') on one line. */
export const filterMedium = style({ flex: '0 1 14rem' });
export const filterWide = style({ flex: '0 1 16rem' });
export const exportAction = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

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
export const name = style({ fontSize: vars.fontSize.lead, overflowWrap: 'anywhere' });
export const contacts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });
/** Icon and text stay together; a long address wraps inside its own text. */
export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });
/** The message is clamped to 3 lines in the list; the dialog shows all of it. */
export const preview = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
export const muted = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const smallButton = style({ minHeight: vars.layout.tapTarget, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small });

export const details = style({ display: 'grid', gap: vars.space.sm, margin: `0 0 ${vars.space.lg}` });
export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 8rem) 1fr',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 479px)': { gridTemplateColumns: '1fr', gap: 0 } },
});
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const message = style([value, { whiteSpace: 'pre-wrap' }]);
export const contactIcon = style({ flexShrink: 0 });

/** A tour request's details on its card: label and value pairs, each wrapping as a line of text. */
export const tourFacts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontSize: vars.fontSize.small });
export const tourFact = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const tourTerm = style({ display: 'inline', fontWeight: 600, selectors: { '&::after': { content: '": "' } } });
export const tourValue = style({ display: 'inline', margin: 0 });
/** "Prefers Spanish" (issue 47): the family's language, where the owner looks first. */
export const language = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.brandStrong,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
});
