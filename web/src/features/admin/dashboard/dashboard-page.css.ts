import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The five counts: as many to a row as fit whole, each wide enough for its value and label on one line. */
export const statGrid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))' });

export const statCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const statIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});
/** The value and label beside the icon: they may shrink, and keep clear of the card's edge. */
export const statText = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const statValue = style({ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 });
export const statLabel = style({ color: vars.color.textMuted });
export const section = style({ marginTop: vars.space.xl });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const overviewRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** A status pill keeps its shape beside a long detail: one line, never squeezed; a sentence's first letter only in capitals. */
export const overviewStatus = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  whiteSpace: 'nowrap',
  textTransform: 'none',
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});
export const overviewDetail = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** "Back up now" and the download link under the backup row. */
export const backupActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const backupHelp = style({ marginTop: vars.space.md, maxWidth: '65ch', lineHeight: 1.6 });

/** The last 90 days' table (issue 45): scrolls sideways on its own on a narrow phone, never the page. */
export const tableWrap = style({ overflowX: 'auto', marginTop: vars.space.md });
export const table = style({ borderCollapse: 'collapse', minWidth: '100%', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const caption = style({ textAlign: 'left', color: vars.color.textMuted, paddingBottom: vars.space.xs });
