import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.h3 });
export const body = style({ padding: vars.space.lg });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

/** The "Discard your changes?" question: narrower than a form dialog. */
export const confirm = style({ width: 'min(28rem, calc(100vw - 2rem))' });
export const confirmText = style({ marginTop: vars.space.sm, color: vars.color.textMuted });
export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });
