import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** Two columns from a tablet up, one on a phone: short lines to scan. */
export const list = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: '48rem',
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: vars.layout.tapTarget, fontSize: vars.fontSize.lead, overflowWrap: 'anywhere' });
// A small mark before each line, drawn by CSS (no icon's code for a list of words).
globalStyle(`${item}::before`, {
  content: '""',
  flexShrink: 0,
  width: '0.6rem',
  height: '0.6rem',
  marginTop: '0.6rem',
  borderRadius: '50%',
  background: vars.color.success,
});
