import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', marginBottom: vars.space.lg });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
