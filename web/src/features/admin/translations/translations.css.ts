import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/**
 * An English field and its translations: side by side where the form has room for two fields of
 * 16rem (a dialog or a settings card on a wide screen), English first; one under the other on a
 * phone. It takes a whole row of the grid it is in (a settings card's pairs, a dialog's row).
 */
export const pair = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
