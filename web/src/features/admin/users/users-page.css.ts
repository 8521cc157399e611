import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', marginBottom: vars.space.lg });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem' });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '48rem' });
export const cell = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
export const headCell = style([cell, { fontSize: vars.fontSize.small, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' }]);
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const smallButton = style({ minHeight: '2.5rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.small });
export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const detailRow = style({ display: 'grid', gridTemplateColumns: '8rem 1fr', gap: vars.space.md });
