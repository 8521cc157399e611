import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
});

export const error = style({ color: vars.color.danger, fontWeight: 600 });
