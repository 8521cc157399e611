import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.brandSoft}, ${vars.color.background} 55%, ${vars.color.accentSoft})`,
});
export const card = style({
  width: 'min(30rem, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: `clamp(${vars.space.lg}, 5vw, ${vars.space.xxl})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brandStrong,
  fontWeight: 700,
  textDecoration: 'none',
});
export const title = style({ fontSize: vars.fontSize.h2 });
export const subtitle = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, textAlign: 'center' });
