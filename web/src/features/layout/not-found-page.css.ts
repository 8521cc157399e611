import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.section,
  textAlign: 'center',
});
export const code = style({ fontSize: 'clamp(4rem, 10vw, 7rem)', color: vars.color.brand });
export const text = style({ fontSize: vars.fontSize.lead, color: vars.color.textMuted });
