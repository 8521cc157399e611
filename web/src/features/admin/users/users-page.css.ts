import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', marginBottom: vars.space.lg });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem' });
/*
 * Phones: the table becomes a card per user, each value under its own small label, the actions
 * in full view (a wide table in a scroll box hid the status and the buttons). The elements keep
 * their table roles explicitly, since a changed display can drop them in some browsers.
 */
const phone = 'screen and (max-width: 767px)';
export const tableWrap = style({ overflowX: 'auto', '@media': { [phone]: { overflowX: 'visible' } } });
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '48rem', '@media': { [phone]: { display: 'block', minWidth: 0 } } });
export const head = style({
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const body = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.md } } });
export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  '@media': { [phone]: { display: 'block', padding: 0, border: 'none', minWidth: 0, overflowWrap: 'anywhere' } },
});
/** A cell that takes the card's whole width on phones: the name, the email, the actions. */
export const wideCell = style({ '@media': { [phone]: { gridColumn: '1 / -1' } } });
export const nameCell = style({ '@media': { [phone]: { fontSize: vars.fontSize.lead } } });
/** The column's name above its value, on phones only (the header row is out of sight there). */
export const cellLabel = style({
  display: 'none',
  '@media': { [phone]: { display: 'block', fontSize: vars.fontSize.small, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' } },
});
export const headCell = style([cell, { fontSize: vars.fontSize.small, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' }]);
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const smallButton = style({ minHeight: '2.5rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small, '@media': { [phone]: { minHeight: '2.75rem' } } });
export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const detailRow = style({ display: 'grid', gridTemplateColumns: '8rem 1fr', gap: vars.space.md });
/** The Owner flag in the edit form (issue 41): a checkbox with its words beside it. */
export const ownerCheck = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, minHeight: vars.layout.tapTarget });
export const roleCell = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** The approval's answers: each a large target, its words beside the radio. */
export const choices = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
/** What the role gives, under its name in the list. */
export const roleWords = style({ flexBasis: '100%', fontSize: vars.fontSize.small, color: vars.color.textMuted });
