import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** Short facts sit side by side; the question and answer take a full line each. */
export const details = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.md} ${vars.space.xl}`, margin: 0 });
export const row = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const wideRow = style([row, { flexBasis: '100%' }]);
export const term = style({ fontWeight: 700, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
/** The answer keeps the line breaks it was written with. */
export const answer = style([value, { whiteSpace: 'pre-line' }]);
