import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
});

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  boxSizing: 'border-box',
});

export const card = style({
  maxWidth: '36rem',
  width: '100%',
  padding: vars.space.xl,
  boxSizing: 'border-box',
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  borderTop: `6px solid ${vars.color.brand}`,
  boxShadow: '0 10px 30px rgb(0 0 0 / 0.08)',
});

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: '2rem',
  lineHeight: 1.2,
  color: vars.color.brand,
});

export const muted = style({
  margin: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
});
