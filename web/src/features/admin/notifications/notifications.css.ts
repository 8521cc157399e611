import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const text = style({ maxWidth: '40rem', lineHeight: 1.6 });
export const device = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
